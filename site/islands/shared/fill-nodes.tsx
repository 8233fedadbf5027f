import { Fragment, type ReactNode } from 'react';

/**
 * A catalog template with elements in it: fillNodes('Texts go to {phone}', { phone: <span>…</span> }). The words
 * around a value keep their place in either language (Bangla puts the number first).
 */
export function fillNodes(template: string, values: Record<string, ReactNode>): ReactNode[] {
  return template.split(/\{(\w+)\}/g).map((part, index) => (index % 2 ? <Fragment key={index}>{part in values ? values[part] : `{${part}}`}</Fragment> : part));
}
