// Every refused request answers `{ error, issues? }`: a sentence for people, and per field the path and
// the spec's message, so a form can put each message under its field.

/** One issue of a refused input: the field's path and the spec's message. */
export interface ApiIssue {
  path: (string | number)[];
  message: string;
}

export interface ApiErrorBody {
  error: string;
  issues?: ApiIssue[];
}
