// Reading a file attached to a raw message, for the Worker's tests and the end-to-end ones: pure, no runtime of its own.

/** A file attached to a raw message: its part's headers (unfolded) and its content, base64 decoded as UTF-8. */
export function attachment(raw: string, filename: string): { headers: string; body: string } {
  const parts = raw.split(/\r\n--[^\r\n]+\r\n/);
  const part = parts.find((each) => each.includes(`filename="${filename}"`));
  if (!part) throw new Error(`No attachment named ${filename}`);
  const [head = '', encoded = ''] = part.split('\r\n\r\n');
  const bytes = Uint8Array.from(atob(encoded.replace(/\r\n--[\s\S]*$/, '').replace(/\s+/g, '')), (char) => char.charCodeAt(0));
  return { headers: head.replace(/\r\n[ \t]+/g, ' '), body: new TextDecoder().decode(bytes) };
}
