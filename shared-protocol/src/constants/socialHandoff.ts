/**
 * The query parameter that brings a social sign-in's handoff back to the page it left (Telegram's
 * in-app browser has no popup): the wallet service sets it, the host's script takes it out.
 */
export const SOCIAL_HANDOFF_PARAMETER = 'airlock_social'
