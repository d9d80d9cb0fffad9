// Text from the service (ZIP entry names, error messages) reaches the log. A line break of any kind would let
// it forge a log entry of its own, and a control or direction character would let it rewrite what a terminal
// or viewer shows, so every break becomes an indented continuation and the rest are written as visible escapes.

// CRLF, CR, LF, VT, FF, NEL, LINE SEPARATOR, PARAGRAPH SEPARATOR: whatever a viewer may start a new line on.
const LINE_BREAK = /\r\n|[\n\v\f\r\u0085\u2028\u2029]/g;
// C0 controls but tab, DEL, C1 controls (ESC starts ANSI sequences; CSI is U+009B), and the bidi overrides
// and isolates that reorder what follows them on screen.
// eslint-disable-next-line no-control-regex -- these are exactly the characters being escaped
const INVISIBLE = /[\u0000-\u0008\u000e-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** One log entry as it may be written: every line break an indented continuation, other control characters escaped (`\u001b`). */
export function logEntryText(text: string): string {
  return text.replace(LINE_BREAK, '\n    ').replace(INVISIBLE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
