/**
 * Plain text written by a company, shown with its structure: blank lines separate paragraphs, and runs of lines
 * starting with '-', '*' or '•' become bullet lists. React escapes the text, so no markup gets through.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

const bullet = /^\s*[-*•]\s+/;

interface Part {
  kind: 'text' | 'list';
  lines: string[];
}

/** The text as paragraphs and lists, in order. */
function parts(text: string): Part[] {
  const result: Part[] = [];
  for (const block of text.split(/\n\s*\n/)) {
    let current: Part | undefined;
    for (const line of block.split('\n')) {
      if (!line.trim()) continue;
      const kind = bullet.test(line) ? 'list' : 'text';
      if (current?.kind !== kind) {
        current = { kind, lines: [] };
        result.push(current);
      }
      current.lines.push(kind === 'list' ? line.replace(bullet, '') : line.trim());
    }
  }
  return result;
}

export function RichText({ text }: { text: string }) {
  const all = parts(text);
  return (
    <Box sx={{ '& > :last-child': { mb: 0 } }}>
      {all.map((part, index) =>
        part.kind === 'list' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts are static text in a fixed order
          <Box component="ul" key={index} sx={{ pl: 3, mt: 0, mb: 2 }}>
            {part.lines.map((line, item) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: same as above
              <Typography component="li" key={item} sx={{ mb: 0.5 }}>
                {line}
              </Typography>
            ))}
          </Box>
        ) : (
          // A lead-in line ("What you'll do:") sits close to the list it introduces.
          // biome-ignore lint/suspicious/noArrayIndexKey: parts are static text in a fixed order
          <Typography key={index} sx={{ whiteSpace: 'pre-line', mb: all[index + 1]?.kind === 'list' ? 0.5 : 2 }}>
            {part.lines.join('\n')}
          </Typography>
        ),
      )}
    </Box>
  );
}
