import { useDeferredValue } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDistance, spotPath, type Spot, type WhenToGoAnswer } from '@vantage/shared';
import { CollapsiblePanel } from '../../components/collapsible-panel';
import { ServiceNotice } from './service-notice';
import { useWhenToGo } from './planning-api';
import { usableTimeZone } from './weather-days';
import {
  alignmentLines,
  monthName,
  outlookClouds,
  outlookTitle,
  outlookWhen,
  seasonSummary,
} from './when-to-go-text';

type Outlook = WhenToGoAnswer['outlook'];
type Verdict = Outlook['events'][number]['verdict'];

const VERDICT: Record<Verdict, { label: string; colour: string }> = {
  // Dark enough for white small bold text (contrast above 4.5:1).
  go: { label: 'Go', colour: '#1d6b2f' },
  maybe: { label: 'Maybe', colour: '#8a4500' },
  'no-go': { label: 'No-go', colour: '#b02525' },
};
const LIGHTS = [
  { key: 'sunrise', label: 'sunrise', colour: '#f59f00' },
  { key: 'day', label: 'day', colour: '#74c0fc' },
  { key: 'sunset', label: 'sunset', colour: '#e8590c' },
  { key: 'night', label: 'night', colour: '#364fc7' },
] as const;
const BAR_HEIGHT_PX = 56;

/**
 * 'When to go' on the spot page: the next sunrises and sunsets judged from the forecast, the
 * months and light its photos were taken in, and the days the sun or full moon lines up with
 * its default view. Hidden when it has none of these to show.
 */
export function WhenToGoCard({ spot }: { spot: Spot }) {
  // The answer arrives once the page is showing; the card, a few dozen parts, is then built in
  // React's background rendering, which gives way to the visitor's taps and scrolls, instead of
  // in one block the moment the answer lands.
  const answer = useDeferredValue(useWhenToGo(spot.id).data);
  if (!answer) return null;
  const hasOutlook = answer.outlook.available && answer.outlook.events.length > 0;
  const hasSeason = answer.season.photos > 0;
  const hasGeometry = answer.geometry.alignments.length > 0;
  // A forecast service that is down is said in one line, not left to vanish.
  const forecastDown = answer.outlook.unavailable === true;
  if (!hasOutlook && !hasSeason && !hasGeometry && !forecastDown) return null;
  const timeZone = usableTimeZone(spot.tz?.name);
  return (
    <CollapsiblePanel title="When to go" storageKey="whenToGo" defaultExpanded>
      <Stack spacing={2.5} aria-label="When to go" component="section">
        {forecastDown && <ServiceNotice>The forecast is unavailable right now.</ServiceNotice>}
        {hasOutlook && <OutlookList outlook={answer.outlook} timeZone={timeZone} />}
        {hasSeason && <SeasonCalendar months={answer.season.months} />}
        {hasGeometry && <Alignments geometry={answer.geometry} timeZone={timeZone} />}
      </Stack>
    </CollapsiblePanel>
  );
}

function OutlookList({ outlook, timeZone }: { outlook: Outlook; timeZone: string }) {
  const nowMs = Date.now();
  return (
    <Box component="section" aria-label="Tonight and tomorrow morning">
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        Tonight and tomorrow morning
      </Typography>
      <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {outlook.events.map((event) => {
          const verdict = VERDICT[event.verdict];
          return (
            <Box component="li" key={event.epochMs} data-verdict={event.verdict}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Chip
                  size="small"
                  label={verdict.label}
                  sx={{ bgcolor: verdict.colour, color: '#fff', fontWeight: 700 }}
                />
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {outlookTitle(event, nowMs, timeZone)}
                </Typography>
              </Stack>
              <Typography variant="body2" color="text.secondary">
                {outlookWhen(event, timeZone)}
              </Typography>
              <Box component="ul" sx={{ m: 0, pl: 2.5, typography: 'body2' }}>
                {event.reasons.map((reason) => (
                  <li key={reason.text}>{reason.text}</li>
                ))}
              </Box>
              <Typography variant="caption" color="text.secondary" component="p">
                {outlookClouds(event, outlook.towardSunM)}
              </Typography>
              {event.alternative && (
                <Typography variant="body2">
                  Better nearby ({VERDICT[event.alternative.verdict].label.toLowerCase()}):{' '}
                  <Link component={RouterLink} to={spotPath(event.alternative)}>
                    {event.alternative.title}
                  </Link>
                  , {formatDistance(event.alternative.distanceM)} away
                </Typography>
              )}
            </Box>
          );
        })}
      </Stack>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        Better spots are looked for within {formatDistance(outlook.alternativeRadiusM)}.
      </Typography>
    </Box>
  );
}

function SeasonCalendar({ months }: { months: WhenToGoAnswer['season']['months'] }) {
  const most = Math.max(1, ...months.map((month) => month.photos));
  return (
    <Box component="section" aria-label="Season">
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        Season
      </Typography>
      <Box
        role="list"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(12, 1fr)',
          gap: 0.5,
          alignItems: 'end',
        }}
      >
        {months.map((month) => {
          const lights = LIGHTS.filter(({ key }) => month.light[key] > 0)
            .map(({ key, label }) => `${month.light[key]} at ${label}`)
            .join(', ');
          return (
            <Box
              role="listitem"
              key={month.month}
              aria-label={`${monthName(month.month)}: ${month.photos} photos${lights ? ` (${lights})` : ''}`}
              sx={{ display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
            >
              <Box
                sx={{
                  height: BAR_HEIGHT_PX,
                  display: 'flex',
                  flexDirection: 'column-reverse',
                  bgcolor: 'grey.100',
                  borderRadius: 0.5,
                  overflow: 'hidden',
                }}
              >
                {LIGHTS.map(({ key, colour }) => (
                  // Each bar's own height and colour: inline, as each would otherwise be a
                  // style rule of its own.
                  <div
                    key={key}
                    style={{ height: `${(month.light[key] / most) * 100}%`, background: colour }}
                  />
                ))}
              </Box>
              <Typography variant="caption" sx={{ textAlign: 'center', fontSize: '0.65rem' }}>
                {monthName(month.month).charAt(0)}
              </Typography>
            </Box>
          );
        })}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {seasonSummary(months)}{' '}
        {LIGHTS.map(({ key, label, colour }) => (
          <Box component="span" key={key} sx={{ whiteSpace: 'nowrap', mr: 1 }}>
            <Box
              component="span"
              sx={{ display: 'inline-block', width: 8, height: 8, mr: 0.5 }}
              style={{ background: colour }}
            />
            {label}
          </Box>
        ))}
      </Typography>
    </Box>
  );
}

function Alignments({
  geometry,
  timeZone,
}: {
  geometry: WhenToGoAnswer['geometry'];
  timeZone: string;
}) {
  return (
    <Box component="section" aria-label="Geometry">
      <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        Sun and moon in the default view ({Math.round(geometry.headingDeg ?? 0)}°)
      </Typography>
      {alignmentLines(geometry.alignments, timeZone).map((line) => (
        <Typography variant="body2" key={line}>
          {line}
        </Typography>
      ))}
    </Box>
  );
}
