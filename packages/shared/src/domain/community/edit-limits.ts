/** The limits of members' edits of a spot, and what the spot page says about them. */

/** Longest description of a spot, in characters. */
export const DESCRIPTION_MAX = 10_000;
/** Most tags one tag edit may name. */
export const EDIT_TAGS_MAX = 60;

/** What the spot page says once a move is recorded. */
export const MOVE_RECORDED_MESSAGE = 'The request to move the location was recorded';
/** What the spot page says when an existing tag is marked for deletion. */
export const TAG_MARKED_MESSAGE =
  'Tag was marked to be deleted (subject to approval by other photographers)';
/** What the spot page says after a new description was saved. */
export const DESCRIPTION_THANKS_MESSAGE = 'Thank you for the new description of this location!';
/** What a vote is thanked with (shown for 3 seconds). */
export const VOTE_THANKS_MESSAGE = 'Thank you for your vote!';
