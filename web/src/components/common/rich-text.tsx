/**
 * Plain text written by a company, shown with its paragraphs: blank lines separate paragraphs, a block whose
 * lines all start with '-', '*' or '•' becomes a bullet list. React escapes the text, so no markup gets through.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

const bullet = /^\s*[-*•]\s+/;

export function RichText({ text }: { text: string }) {
  const blocks = text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean);
  return (
    <Box sx={{ '& > :last-child': { mb: 0 } }}>
      {blocks.map((block, index) => {
        const lines = block.split('\n');
        if (lines.every((line) => bullet.test(line))) {
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: blocks are static text in a fixed order
            <Box component="ul" key={index} sx={{ pl: 3, mt: 0, mb: 2 }}>
              {lines.map((line, item) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: same as above
                <Typography component="li" key={item} sx={{ mb: 0.5 }}>
                  {line.replace(bullet, '')}
                </Typography>
              ))}
            </Box>
          );
        }
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks are static text in a fixed order
          <Typography key={index} sx={{ whiteSpace: 'pre-line', mb: 2 }}>
            {block}
          </Typography>
        );
      })}
    </Box>
  );
}
