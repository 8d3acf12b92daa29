import Box from '@mui/material/Box';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import type { FoundImage } from '@vantage/shared';
import type { LinkImages } from './use-link-images';

/** The images found on the page, one of them selected, as a listbox of tiles. */
export function LinkImageGrid({ link, disabled }: { link: LinkImages; disabled?: boolean }) {
  return (
    <Box
      role="listbox"
      aria-label="Available photographs"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(110px, 1fr))',
        gap: 1,
      }}
    >
      {link.offered.map((image) => (
        <LinkImageOption
          key={image.url}
          image={image}
          selected={image.url === link.selected}
          onSelect={disabled ? null : () => link.select(image.url)}
          onLoad={(img) =>
            link.reportLoad(image.url, {
              status: 'loaded',
              widthPx: img.naturalWidth,
              heightPx: img.naturalHeight,
            })
          }
          onError={() => link.reportLoad(image.url, { status: 'failed' })}
        />
      ))}
    </Box>
  );
}

/** One image found on the page; its load reports its size, a failure leaves it out. */
function LinkImageOption({
  image,
  selected,
  onSelect,
  onLoad,
  onError,
}: {
  image: FoundImage;
  selected: boolean;
  /** Null while the form is disabled. */
  onSelect: (() => void) | null;
  onLoad: (img: HTMLImageElement) => void;
  onError: () => void;
}) {
  return (
    <Box
      role="option"
      aria-selected={selected}
      aria-label={image.alt || image.url.split('/').pop() || 'Image'}
      tabIndex={0}
      onClick={() => onSelect?.()}
      onKeyDown={(event) => {
        if (onSelect && (event.key === 'Enter' || event.key === ' ')) {
          event.preventDefault();
          onSelect();
        }
      }}
      sx={{
        position: 'relative',
        aspectRatio: '4 / 3',
        borderRadius: 1,
        overflow: 'hidden',
        cursor: 'pointer',
        outline: selected ? '3px solid' : '1px solid',
        outlineColor: selected ? 'primary.main' : 'divider',
        outlineOffset: selected ? -3 : -1,
        bgcolor: 'grey.100',
      }}
    >
      <Box
        component="img"
        src={image.url}
        alt=""
        referrerPolicy="no-referrer"
        onLoad={(event) => onLoad(event.currentTarget)}
        onError={onError}
        sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
      />
      {selected && (
        <CheckCircleIcon
          color="primary"
          aria-hidden
          sx={{ position: 'absolute', top: 4, right: 4, bgcolor: '#fff', borderRadius: '50%' }}
        />
      )}
    </Box>
  );
}
