// @vitest-environment jsdom
import { act, createElement } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mountRoot } from '../../test-support/react-root';
import { useInSlices } from './use-in-slices';

function List({ items, size }: { items: readonly number[] | null; size: number }) {
  const shown = useInSlices(items, size);
  return createElement('ul', null, shown?.map((item) => createElement('li', { key: item }, item)));
}

const range = (length: number, from = 0) => Array.from({ length }, (_, index) => from + index);

const view = mountRoot();

/** How many items the page shows after each task, until nothing changes. */
let counts: number[];

async function runTasks() {
  // Each slice is set from a task of its own (a zero-delay timeout): let tasks run one at a time and read the page
  // after each, recording each new count. A fixed number of tasks rather than "until one changes nothing": on a
  // loaded machine a task of the test's may run before the hook's next, and stopping there cut the list short.
  for (let task = 0; task < 40; task++) {
    await act(() => new Promise((done) => setTimeout(done, 0)));
    const count = view.host.querySelectorAll('li').length;
    if (count !== counts.at(-1)) counts.push(count);
  }
}

async function render(items: readonly number[] | null, size = 3) {
  await act(() => view.root.render(createElement(List, { items, size })));
  counts.push(view.host.querySelectorAll('li').length);
  await runTasks();
}

beforeEach(() => {
  counts = [];
});

describe('useInSlices', () => {
  it('writes a page of 25 rows three per task, the first three at once', async () => {
    await render(range(25));
    expect(counts).toEqual([3, 6, 9, 12, 15, 18, 21, 24, 25]);
  });

  it('shows a short list at once', async () => {
    await render(range(2));
    expect(counts).toEqual([2]);
  });

  it('waits for its items, then writes them in slices', async () => {
    await render(null);
    expect(counts).toEqual([0]);
    counts = [];
    await render(range(7));
    expect(counts).toEqual([3, 6, 7]);
  });

  it('never takes back what it shows: a longer list keeps its rows and only the rest comes in slices', async () => {
    await render(range(25));
    counts = [];
    await render(range(31));
    // The 25 were written as nine slices of three (27): a longer list shows that many at once.
    expect(counts).toEqual([27, 30, 31]);
  });

  it('shows a changed list of no more rows than were shown whole, at once', async () => {
    await render(range(25));
    counts = [];
    await render(range(10, 100));
    expect(counts).toEqual([10]);
    expect(view.host.querySelector('li')?.textContent).toBe('100');
  });
});
