import { useCallback } from 'react';
import { usePopup } from './popup';

/** The popup id of the help dialog. */
export const HELP_POPUP = 'help';

/** The help dialog's topics, in the order it lists them. */
export const HELP_TOPICS = [
  { id: 'testShot', title: 'Test shot' },
  { id: 'fixOrientation', title: 'Fix orientation' },
  { id: 'defaultView', title: 'Set default view' },
  { id: 'photographySpot', title: 'Photography spot' },
] as const;

/** One topic of the help dialog. */
export type HelpTopicId = (typeof HELP_TOPICS)[number]['id'];

/** The title of a help topic. */
export function helpTopicTitle(id: HelpTopicId): string {
  return HELP_TOPICS.find((topic) => topic.id === id)?.title ?? id;
}

/** Opens the help dialog on a topic, or on the list of topics. */
export function useOpenHelp(): (topic?: HelpTopicId) => void {
  const { openPopup } = usePopup<HelpTopicId>(HELP_POPUP);
  return useCallback((topic?: HelpTopicId) => openPopup(null, topic), [openPopup]);
}
