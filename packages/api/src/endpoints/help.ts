import * as v from 'valibot';
import { defineEndpoint } from './define';
import { list, noFields } from './fields';

/**
 * The help centre's entries and feedback. A module of its own so it loads
 * with the help pages and the footer, not with the first route.
 */

// ---- schemas ---------------------------------------------------------------

export const helpItemSchema = v.object({ title: v.string(), content: v.string() });
export type HelpItem = v.InferOutput<typeof helpItemSchema>;

/** Feedback: at most 140 characters, up to 3 png/jpg images under 5 MB. */
export const feedbackLimits = { maxLength: 140, maxImages: 3, maxImageBytes: 5 * 1024 * 1024 } as const;

export const feedbackRequestSchema = v.object({
  content: v.pipe(v.string(), v.minLength(1), v.maxLength(feedbackLimits.maxLength)),
  /** Data URLs of png or jpg images. */
  images: v.optional(
    v.pipe(
      v.array(v.pipe(v.string(), v.regex(/^data:image\/(png|jpe?g);base64,/))),
      v.maxLength(feedbackLimits.maxImages),
    ),
  ),
  contact: v.optional(v.string()),
});

// ---- definitions -----------------------------------------------------------

export const contentHelpCenterEndpoint = defineEndpoint({
  id: 'content.helpCenter',
  method: 'GET',
  path: '/wps/system/helpCenter',
  token: 'none',
  request: noFields,
  response: list(helpItemSchema),
  summary: 'Help centre entries (title, content)',
});

export const contentFeedbackEndpoint = defineEndpoint({
  id: 'content.feedback',
  method: 'PUT',
  path: '/wps/feedback',
  token: 'none',
  moduleId: 'FEEDBACK3',
  request: feedbackRequestSchema,
  response: v.unknown(),
  summary: 'Send feedback (PUT)',
  assumption: 'Images travel as data URLs in a JSON body; field names inferred',
});

export const helpEndpoints = {
  helpCenter: contentHelpCenterEndpoint,
  feedback: contentFeedbackEndpoint,
} as const;
