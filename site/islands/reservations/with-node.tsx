import { Fragment, type ReactNode } from 'react';

/** `template` with a node in place of `{name}`: a sentence of the catalog with a link in it. */
export function withNode(template: string, name: string, node: ReactNode): ReactNode[] {
  const [before = '', after = ''] = template.split(`{${name}}`);
  return [before, <Fragment key={name}>{node}</Fragment>, after];
}
