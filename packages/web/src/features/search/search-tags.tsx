import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import { HIER_SEPARATOR, tagToUrl, type TagHit } from '@vantage/shared';

/** A tag's ancestors for display ('Italy › Trentino-South Tyrol'), without the tag itself. */
export function hierLabel(tag: TagHit): string {
  const parts = tag.hier
    .split(HIER_SEPARATOR)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (parts.at(-1)?.toLowerCase() === tag.name.toLowerCase()) parts.pop();
  return parts.join(' › ');
}

/** The Tags section: a chip per matching tag with its hierarchy and spot count, linking to its page. */
export function SearchTags({ tags }: { tags: TagHit[] }) {
  return (
    <Box
      component="ul"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
    >
      {tags.map((tag) => {
        const hier = hierLabel(tag);
        return (
          <Box component="li" key={tag.name} sx={{ maxWidth: '100%', display: 'flex' }}>
            <Box
              component={RouterLink}
              to={`/tag/${tagToUrl(tag.name)}`}
              sx={{
                display: 'inline-flex',
                alignItems: 'center',
                gap: 1,
                maxWidth: '100%',
                boxSizing: 'border-box',
                pl: 1.25,
                pr: 1.5,
                py: 0.75,
                borderRadius: 999,
                border: 1,
                borderColor: 'divider',
                bgcolor: 'background.paper',
                color: 'inherit',
                textDecoration: 'none',
                '&:hover': { borderColor: 'primary.light', bgcolor: 'rgba(11, 93, 94, 0.04)' },
                '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
              }}
            >
              <LocalOfferOutlinedIcon fontSize="small" sx={{ color: 'primary.main' }} />
              <Box sx={{ minWidth: 0 }}>
                <Typography
                  component="span"
                  sx={{ fontWeight: 650, display: 'block', lineHeight: 1.25 }}
                  noWrap
                >
                  {tag.name}
                  <Typography
                    component="span"
                    variant="body2"
                    color="text.secondary"
                    sx={{ ml: 1 }}
                  >
                    {tag.spotCount} {tag.spotCount === 1 ? 'spot' : 'spots'}
                  </Typography>
                </Typography>
                {hier && (
                  <Typography
                    component="span"
                    variant="caption"
                    color="text.secondary"
                    sx={{ display: 'block' }}
                    noWrap
                  >
                    {hier}
                  </Typography>
                )}
              </Box>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
