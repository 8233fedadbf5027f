// A strict reader of the calendar files the Worker writes (RFC 5545), for the tests: it refuses a line not
// ended by CRLF or longer than 75 octets, unfolds the rest, and answers the calendar's and its one event's
// properties, their TEXT values unescaped.

export interface ParsedCalendar {
  calendar: Record<string, string>;
  event: Record<string, string>;
}

const unescape = (value: string) => value.replace(/\\([\\;,nN])/g, (_, char: string) => (char.toLowerCase() === 'n' ? '\n' : char));

export function parseCalendar(text: string): ParsedCalendar {
  if (!text.endsWith('\r\n')) throw new Error('The file does not end with CRLF');
  const physical = text.slice(0, -2).split('\r\n');
  for (const line of physical) {
    if (/[\r\n]/.test(line)) throw new Error(`A bare CR or LF in ${JSON.stringify(line)}`);
    if (new TextEncoder().encode(line).length > 75) throw new Error(`A line longer than 75 octets: ${JSON.stringify(line)}`);
  }
  const lines = text.slice(0, -2).replace(/\r\n[ \t]/g, '').split('\r\n');
  const calendar: Record<string, string> = {};
  const event: Record<string, string> = {};
  const stack: string[] = [];
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon < 1) throw new Error(`Not a content line: ${JSON.stringify(line)}`);
    const name = line.slice(0, colon).split(';')[0] ?? '';
    const value = line.slice(colon + 1);
    if (name === 'BEGIN') stack.push(value);
    else if (name === 'END') {
      if (stack.pop() !== value) throw new Error(`END:${value} closes nothing open`);
    } else if (stack.join('/') === 'VCALENDAR') calendar[name] = unescape(value);
    else if (stack.join('/') === 'VCALENDAR/VEVENT') event[name] = unescape(value);
    else throw new Error(`A property outside the calendar: ${line}`);
  }
  if (stack.length) throw new Error(`Left open: ${stack.join(', ')}`);
  if (lines[0] !== 'BEGIN:VCALENDAR') throw new Error('The file does not begin with BEGIN:VCALENDAR');
  return { calendar, event };
}
