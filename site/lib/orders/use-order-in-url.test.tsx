// @vitest-environment jsdom
import { act, createElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mountRoot } from '../../test-support/react-root';
import type { Lang } from '../../i18n/lang';
import { useOrderInUrl } from './use-order-in-url';

// The order a printable page names in its address, read in the page's language: the guest's invoice on a Bangla
// page asks for its dishes and area in Bangla; the English invoice and the staff's tickets ask as they always did.

const asked = vi.hoisted(() => [] as string[]);
vi.mock('../api', () => ({
  failureMessage: () => 'failed',
  api: (path: string) => {
    asked.push(path);
    return Promise.resolve({ order: { id: 'K7QM2XW9PD4A' } });
  },
}));

function Page({ lang }: { lang?: Lang }) {
  const state = useOrderInUrl('No order was named', undefined, lang);
  return createElement('p', null, state && 'order' in state ? state.order.id : '');
}

const view = mountRoot();

beforeEach(() => {
  asked.length = 0;
  history.replaceState(null, '', '/invoice?order=k7qm2xw9pd4a');
});

async function open(lang?: Lang) {
  await act(async () => {
    view.root.render(createElement(Page, lang ? { lang } : {}));
  });
}

describe('useOrderInUrl', () => {
  it('reads the order as it always did by default (the tickets) and on an English page', async () => {
    await open();
    await open('en');
    expect(asked).toEqual(['/api/order/fetch-order/K7QM2XW9PD4A']);
    expect(view.host.textContent).toBe('K7QM2XW9PD4A');
  });

  it('reads it in Bangla on a Bangla page', async () => {
    await open('bn');
    expect(asked).toEqual(['/api/order/fetch-order/K7QM2XW9PD4A?lang=bn']);
  });
});
