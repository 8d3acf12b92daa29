import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, type To } from 'react-router';
import Box from '@mui/material/Box';
import { latLngOf, type TileSpot } from '@vantage/shared';
import { MapChrome } from './map-chrome';
import { useMapLayerChoice } from './map-layers';
import { withMapPanel } from '../../core/map-panels';
import { isTilted } from '../../core/map-url';
import { MapTerrain, useTerrainInfo } from './map-terrain';
import { MapTracks } from './map-tracks';
import { CoordinatesBox } from './coordinates-box';
import { MapView, type MapViewProps } from './map-view';
import { SpotBar } from './spot-bar';
import { readTerrainView, storeTerrainView } from './terrain-view-memory';
import { useSnackbar } from '../../components/snackbar';

/** Shown when 3D terrain is on but its relief tiles cannot be had. */
export const THREE_D_FAILED_MESSAGE =
  '3D terrain cannot be loaded right now; the map is shown flat.';

/** Where the map opens and goes, its pin, and what it reports: given on to the map itself. */
type LargeMapPlacement = Pick<
  MapViewProps,
  'initialView' | 'goTo' | 'marker' | 'focus' | 'capZoomToBasemap' | 'onPositionChange'
>;

export interface LargeMapProps extends LargeMapPlacement {
  /** Where a spot clicked on the map or in the spot bar leads. */
  spotLink: (spot: { id: number; title: string }) => To;
  /** When set, a spot clicked on the map is chosen by this instead of opened (fix-photo mode). */
  onSpotChoose?: ((spot: { id: number; title: string }) => void) | null;
  /** Buttons added to the map's control group, such as the 360 toggle beside a spot. */
  controls?: ReactNode;
  /** Overlays drawn over the map, such as boxes and banners of the map screen. */
  children?: ReactNode;
}

/**
 * The large map of the map screen: every spot, the layers menu, links to other
 * map sites, the device's position (`track`) and a track file dropped on it, the coordinates box and the SpotBar under the map while the `sb` flag is set.
 * It fills its positioned parent.
 */
export function LargeMap({
  spotLink,
  onSpotChoose = null,
  controls,
  children,
  ...placement
}: LargeMapProps) {
  const { initialView } = placement;
  const location = useLocation();
  const navigate = useNavigate();
  const spotBarOpen = new URLSearchParams(location.search).has('sb');
  // With `track` the map follows the device's position.
  const liveTrack = new URLSearchParams(location.search).has('track');
  const trackFileInput = useRef<HTMLInputElement>(null);
  const layerChoice = useMapLayerChoice();
  const [inView, setInView] = useState<TileSpot[] | null>(null);
  const [highlight, setHighlight] = useState<TileSpot | null>(null);
  // A tilted view in the address, or a 3D view left on at the last visit, opens in 3D.
  const [threeD, setThreeD] = useState(
    () => ('bounds' in initialView ? false : isTilted(initialView)) || readTerrainView() !== null,
  );
  const terrainInfo = useTerrainInfo();
  const terrainAvailable = terrainInfo.data?.available === true;
  // A 3D view kept from a visit when terrain could be had is not kept where it cannot.
  const noTerrain = terrainInfo.isError || terrainInfo.data?.available === false;
  useEffect(() => {
    if (noTerrain) storeTerrainView(null);
  }, [noTerrain]);
  const snackbar = useSnackbar();
  // 3D without its relief falls back to the flat map, and is not remembered for the next visit.
  const threeDFailed = useCallback(() => {
    storeTerrainView(null);
    setThreeD(false);
    snackbar.show(THREE_D_FAILED_MESSAGE);
  }, [snackbar]);

  const toggleSpotBar = () => {
    void navigate(withMapPanel(location, 'sb', !spotBarOpen), { preventScrollReset: true });
  };
  const openSpot = useCallback(
    (spot: { id: number; title: string }) => void navigate(spotLink(spot)),
    [navigate, spotLink],
  );

  return (
    <Box sx={{ position: 'absolute', inset: 0, display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ position: 'relative', flex: 1, minHeight: 0 }}>
        {/* A remembered layer waits for the list of layers rather than flashing the default. */}
        {layerChoice.ready && (
          <MapView
            {...placement}
            spots={{
              onSpotClick: onSpotChoose ?? openSpot,
              onSpotsInView: spotBarOpen ? setInView : undefined,
            }}
            basemap={layerChoice.current}
            highlight={spotBarOpen && highlight ? latLngOf(highlight) : null}
          >
            <CoordinatesBox />
            <MapTerrain
              layerId={layerChoice.current.id}
              threeD={threeD && terrainAvailable}
              onThreeDFailed={threeDFailed}
            />
            <MapChrome
              layerChoice={layerChoice}
              onOpenTrack={() => trackFileInput.current?.click()}
              spotBarOpen={spotBarOpen}
              onToggleSpotBar={toggleSpotBar}
              threeD={terrainAvailable ? threeD : null}
              onToggleThreeD={() => {
                // Turned on, the view is remembered once it has tilted (MapTerrain keeps it).
                if (threeD) storeTerrainView(null);
                setThreeD(!threeD);
              }}
            >
              {controls}
            </MapChrome>
            <MapTracks live={liveTrack} fileInputRef={trackFileInput} />
            {children}
          </MapView>
        )}
      </Box>
      {spotBarOpen && <SpotBar spots={inView} spotLink={spotLink} onHighlight={setHighlight} />}
    </Box>
  );
}
