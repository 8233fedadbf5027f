import type { Page } from '@playwright/test';

// Layout shifts counted in the page as Chromium reports them: install observeLayoutShifts with
// page.addInitScript before the page opens, read the sum with readShifts.

/** What observeLayoutShifts() has counted on the page so far. */
export function readShifts(page: Page): Promise<{ shift: number; moved: string[] }> {
  return page.evaluate(() => {
    const state = window as unknown as { layoutShift: number; layoutShiftSources: string[]; takeShifts: () => void };
    state.takeShifts();
    return { shift: state.layoutShift, moved: state.layoutShiftSources };
  });
}

/** Every shift the page makes that no input caused, from the first paint on, and the elements it moved. */
export function observeLayoutShifts() {
  const state = window as unknown as { layoutShift: number; layoutShiftSources: string[]; takeShifts: () => void };
  state.layoutShift = 0;
  state.layoutShiftSources = [];
  const describe = (node: Node | null): string => {
    if (!(node instanceof Element)) return node?.parentElement ? `text in ${describe(node.parentElement)}` : 'text';
    const parent = node.parentElement ? `${node.parentElement.localName}${node.parentElement.className ? `.${String(node.parentElement.className).trim().split(/\s+/).join('.')}` : ''} > ` : '';
    return `${parent}${node.localName}${node.className ? `.${String(node.className).trim().split(/\s+/).join('.')}` : ''}`;
  };
  const count = (entries: PerformanceEntryList) => {
    for (const entry of entries as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node: Node | null }[] })[]) {
      if (entry.hadRecentInput) continue;
      state.layoutShift += entry.value;
      state.layoutShiftSources.push(...entry.sources.map((source) => describe(source.node)));
    }
  };
  const observer = new PerformanceObserver((list) => count(list.getEntries()));
  observer.observe({ type: 'layout-shift', buffered: true });
  // The shifts of frames already drawn whose observer callback has not run yet: read now, not after a wait.
  state.takeShifts = () => count(observer.takeRecords());
}
