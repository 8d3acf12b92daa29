import { useState } from 'react';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import CheckIcon from '@mui/icons-material/Check';
import LayersOutlinedIcon from '@mui/icons-material/LayersOutlined';
import RouteOutlinedIcon from '@mui/icons-material/RouteOutlined';
import { useLatch } from '../../lib/use-latch';
import { MapControlButton } from '../../components/map-control-button';
import type { MapLayerChoice } from './map-layers';

/**
 * The layers button of the map and its menu of the configured layers, with 'Open a track…' to
 * draw a GPX, KML or GeoJSON file over them when `onOpenTrack` is given.
 */
export function LayersMenu({
  choice,
  onOpenTrack,
}: {
  choice: MapLayerChoice;
  onOpenTrack?: () => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // The menu is made when first opened, and then kept for its closing transition.
  const menuMade = useLatch(anchor !== null);
  return (
    <>
      <MapControlButton
        label="Map layers"
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <LayersOutlinedIcon fontSize="small" />
      </MapControlButton>
      {menuMade && (
        <Menu
          anchorEl={anchor}
          open={anchor !== null}
          onClose={() => setAnchor(null)}
          anchorOrigin={{ vertical: 'top', horizontal: 'left' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
          slotProps={{ list: { dense: true, 'aria-label': 'Map layers' } }}
        >
          <ListSubheader sx={{ lineHeight: '32px' }}>Map layers</ListSubheader>
          {choice.layers.map((layer) => {
            const selected = layer.id === choice.current.id;
            return (
              <MenuItem
                key={layer.id}
                selected={selected}
                onClick={() => {
                  setAnchor(null);
                  if (!selected) choice.choose(layer.id);
                }}
              >
                <ListItemIcon>{selected && <CheckIcon fontSize="small" />}</ListItemIcon>
                <ListItemText>{layer.label}</ListItemText>
              </MenuItem>
            );
          })}
          {onOpenTrack && <Divider />}
          {onOpenTrack && (
            <MenuItem
              onClick={() => {
                setAnchor(null);
                onOpenTrack();
              }}
            >
              <ListItemIcon>
                <RouteOutlinedIcon fontSize="small" />
              </ListItemIcon>
              <ListItemText>Open a track…</ListItemText>
            </MenuItem>
          )}
        </Menu>
      )}
    </>
  );
}
