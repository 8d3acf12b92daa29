import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useEffect, useState, type ReactNode } from 'react';
import { HELP_POPUP, HELP_TOPICS, helpTopicTitle, type HelpTopicId } from '../../core/help';
import { usePopup } from '../../core/popup';
import { useIsMobile } from '../../lib/use-is-mobile';
import { HELP_PICTURES } from './help-illustrations';

/** What each topic says: a one-line summary for the list, then the explanation. */
const HELP_TEXT: Record<HelpTopicId, { summary: string; body: ReactNode }> = {
  testShot: {
    summary: 'A photo that shows what a place looks like, not the best of it.',
    body: (
      <>
        <p>
          A test shot documents a location: the view from the parking place, what fits into the
          frame at a given focal length, the path, the light at an odd hour. It helps others plan,
          even when it is not a photograph to admire.
        </p>
        <p>
          Choose <b>Test shot</b> as the image type when you upload. Test shots stay on the spot and
          on your profile&apos;s Test shots tab, and stay out of Recent Uploads and Favorite Photos.
        </p>
      </>
    ),
  },
  fixOrientation: {
    summary: 'Turn a 360° view so its directions match the landscape.',
    body: (
      <>
        <p>
          When a panorama is rotated, the sun and moon paths drawn over it point the wrong way. Open
          the 360° view, choose <b>Fix north</b> in the more-menu and pick a direction you can
          recognise: North, East, South or West.
        </p>
        <p>
          Turn the view until that direction is in the middle of the screen, press <b>Confirm</b>,
          check the result and <b>Submit</b>. Everyone then sees the corrected panorama with the sun
          and moon where they really rise and set.
        </p>
      </>
    ),
  },
  defaultView: {
    summary: 'Save the usual composition from a spot as its first 360° view.',
    body: (
      <>
        <p>
          In the 360° view, rotate and zoom to the composition photographers usually take from this
          spot: the direction, the tilt and the focal length (the lens simulation shows it in
          millimetres).
        </p>
        <p>
          Choose <b>Set default view</b> in the more-menu and <b>Submit</b>. The 360° view of the
          spot then opens on that frame for everyone.
        </p>
      </>
    ),
  },
  photographySpot: {
    summary: 'The place where the photographer stands, not the subject.',
    body: (
      <>
        <p>
          A spot marks where you stand with the camera: the viewpoint, the bend of the trail, the
          bridge railing. The mountain or the building you photograph is usually somewhere else, and
          the sun and moon planning needs your position, not its.
        </p>
        <p>
          Place the pin as exactly as you can. Another viewpoint of the same subject, a few hundred
          metres away, is a spot of its own.
        </p>
      </>
    ),
  },
};

function TopicList({ onChoose }: { onChoose: (topic: HelpTopicId) => void }) {
  return (
    <List disablePadding>
      {HELP_TOPICS.map((topic) => (
        // A list holds list items: each topic's button sits in one.
        <ListItem key={topic.id} disablePadding>
          <ListItemButton onClick={() => onChoose(topic.id)} sx={{ borderRadius: 2 }}>
            <ListItemText primary={topic.title} secondary={HELP_TEXT[topic.id].summary} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}

function Topic({ topic }: { topic: HelpTopicId }) {
  const Picture = HELP_PICTURES[topic];
  return (
    <Box>
      <Picture />
      <Typography component="div" variant="body2" sx={{ '& p': { mt: 1.5, mb: 0 } }}>
        {HELP_TEXT[topic].body}
      </Typography>
    </Box>
  );
}

/**
 * The help dialog: the four topics as a list, or one topic with its picture and explanation.
 * Mounted by the layout, opened by `useOpenHelp`.
 */
export function HelpDialog() {
  const popup = usePopup<HelpTopicId>(HELP_POPUP);
  const mobile = useIsMobile();
  const [topic, setTopic] = useState<HelpTopicId | undefined>(popup.data);
  useEffect(() => {
    if (popup.open) setTopic(popup.data);
  }, [popup.open, popup.data]);

  return (
    <Dialog
      open={popup.open}
      onClose={popup.closePopup}
      fullScreen={mobile}
      maxWidth="xs"
      fullWidth
      aria-labelledby="help-title"
    >
      <DialogTitle id="help-title" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        {topic ? helpTopicTitle(topic) : 'Help'}
      </DialogTitle>
      <DialogContent>
        {topic ? <Topic topic={topic} /> : <TopicList onChoose={setTopic} />}
      </DialogContent>
      <DialogActions>
        {topic && (
          <Button
            startIcon={<ArrowBackIcon />}
            onClick={() => setTopic(undefined)}
            sx={{ mr: 'auto' }}
          >
            All topics
          </Button>
        )}
        <Button onClick={popup.closePopup}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
