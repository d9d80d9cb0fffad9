/** One server-sent event: its name and its `data` text. */
export interface SseFrame {
  event: string;
  data: string;
}

/** What a chunk of the stream yields: whole frames, comments (`: ready`), and the unfinished tail. */
export interface SseChunk {
  frames: SseFrame[];
  comments: string[];
  rest: string;
}

/** Splits buffered `text/event-stream` text into complete frames; the incomplete tail is kept for the next chunk. */
export function parseSse(buffer: string): SseChunk {
  const frames: SseFrame[] = [];
  const comments: string[] = [];
  const normalised = buffer.replace(/\r\n?/g, '\n');
  const blocks = normalised.split('\n\n');
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) comments.push(line.slice(1).trim());
      else if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
    }
    if (data.length > 0) frames.push({ event, data: data.join('\n') });
  }
  return { frames, comments, rest };
}
