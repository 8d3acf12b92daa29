import {
  SENSITIVE_REASONS,
  type PendingSensitivity,
  type Sensitivity,
  type SensitiveReason,
} from '@vantage/shared';

/** A spot's sensitivity as the API shows it; null when it is not sensitive. */
export function sensitivityOf(spot: {
  sensitive_reason: string | null;
  sensitive_note: string | null;
}): Sensitivity | null {
  if (!isSensitiveReason(spot.sensitive_reason)) return null;
  return { reason: spot.sensitive_reason, note: spot.sensitive_note };
}

/** What an open `sensitive` proposal would set, with its votes. */
export function pendingSensitivity(proposal: {
  new_sensitive: number | null;
  sensitive_reason: string | null;
  sensitive_note: string | null;
  rating: number;
}): PendingSensitivity {
  return {
    sensitive: proposal.new_sensitive === 1,
    reason: isSensitiveReason(proposal.sensitive_reason) ? proposal.sensitive_reason : null,
    note: proposal.sensitive_note,
    rating: proposal.rating,
  };
}

/** Whether a stored reason is one the API knows (a column may hold an older or unknown one). */
export function isSensitiveReason(reason: string | null): reason is SensitiveReason {
  return (SENSITIVE_REASONS as readonly (string | null)[]).includes(reason);
}
