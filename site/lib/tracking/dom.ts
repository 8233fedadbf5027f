// The tracking pages draw their results with the DOM (they ship no framework): one small element builder.
export type Child = Node | string | false | null | undefined;

export function el(tag: string, attributes: Record<string, string> = {}, ...children: Child[]): HTMLElement {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  for (const child of children) if (child) node.append(child);
  return node;
}
