import { useState, type ReactElement } from 'react';
import { useMap } from 'react-map-gl/maplibre';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useLatch } from '../../lib/use-latch';
import { externalMapLinks, type ExternalMapLink } from './external-links';

/**
 * A menu of other map sites opened at the map's centre and zoom in a new tab. `renderButton`
 * draws the button that opens it, given its click handler and expanded state.
 */
export function ExternalLinksMenu({
  renderButton,
}: {
  renderButton: (open: (anchor: HTMLElement) => void, expanded: boolean) => ReactElement;
}) {
  const { current: map } = useMap();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // The menu is made when first opened, and then kept for its closing transition.
  const menuMade = useLatch(anchor !== null);
  const [links, setLinks] = useState<ExternalMapLink[]>([]);

  const open = (element: HTMLElement) => {
    if (!map) return;
    const centre = map.getCenter();
    setLinks(externalMapLinks({ lat: centre.lat, lng: centre.lng, zoom: map.getZoom() }));
    setAnchor(element);
  };

  return (
    <>
      {renderButton(open, anchor !== null)}
      {menuMade && (
        <Menu
          anchorEl={anchor}
          open={anchor !== null}
          onClose={() => setAnchor(null)}
          slotProps={{ list: { dense: true, 'aria-label': 'Open this view in' } }}
        >
          <ListSubheader sx={{ lineHeight: '32px' }}>Open this view in</ListSubheader>
          {links.map((link) => (
            <MenuItem
              key={link.id}
              component="a"
              href={link.url}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => setAnchor(null)}
            >
              {link.label}
            </MenuItem>
          ))}
        </Menu>
      )}
    </>
  );
}
