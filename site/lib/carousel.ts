// The testimonials carousel: SPEC §9's 5000 ms, looping; dots jump. It pauses on hover and focus, and
// under prefers-reduced-motion it does not rotate at all (the dots still work).
export const CAROUSEL_INTERVAL_MS = 5000;

export function setUpCarousel(carousel: HTMLElement): void {
  const slides = [...carousel.querySelectorAll<HTMLElement>('[data-slide]')];
  const dots = [...carousel.querySelectorAll<HTMLButtonElement>('[data-dot]')];
  const live = carousel.querySelector<HTMLElement>('[data-slides]');
  const dotRow = carousel.querySelector<HTMLElement>('[data-dots]');
  if (slides.length < 2 || !live || !dotRow) return;

  let current = 0;
  let timer: ReturnType<typeof setInterval> | undefined;
  const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)');

  const show = (index: number) => {
    current = (index + slides.length) % slides.length;
    slides.forEach((slide, i) => {
      slide.toggleAttribute('data-current', i === current);
      slide.setAttribute('aria-hidden', String(i !== current));
    });
    dots.forEach((dot, i) => dot.setAttribute('aria-pressed', String(i === current)));
  };

  const stop = () => {
    clearInterval(timer);
    timer = undefined;
    live.setAttribute('aria-live', 'polite');
  };
  const start = () => {
    stop();
    if (reducedMotion.matches) return;
    live.setAttribute('aria-live', 'off');
    timer = setInterval(() => show(current + 1), CAROUSEL_INTERVAL_MS);
  };

  dots.forEach((dot, i) => dot.addEventListener('click', () => show(i)));
  carousel.addEventListener('pointerenter', stop);
  carousel.addEventListener('pointerleave', start);
  carousel.addEventListener('focusin', stop);
  carousel.addEventListener('focusout', (event) => {
    if (!carousel.contains(event.relatedTarget as Node | null)) start();
  });
  reducedMotion.addEventListener('change', start);

  carousel.classList.add('is-enhanced');
  dotRow.hidden = false;
  show(0);
  start();
}
