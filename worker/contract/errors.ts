// Every refused request answers `{ error, code?, issues? }`: a sentence for people, and per field the path and
// the spec's message, so a form can put each message under its field. `code`, beside a message, is its stable
// name in ./messages/*.ts (./message-codes.ts): a page in Bangla shows its own words for it.

/** One issue of a refused input: the field's path, the spec's message, and the message's code when it has one. */
export interface ApiIssue {
  path: (string | number)[];
  message: string;
  code?: string;
}

export interface ApiErrorBody {
  error: string;
  /** The code of `error`, when it is one of the contract's messages (not for a sentence joining several issues). */
  code?: string;
  issues?: ApiIssue[];
}
