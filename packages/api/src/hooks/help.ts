import { contentFeedbackEndpoint, contentHelpCenterEndpoint } from '../endpoints/help';
import { mutationHook } from './mutation';
import { queryHook } from './query';

export const useHelpCenter = queryHook(contentHelpCenterEndpoint, { heavy: true, localized: true });
export const useSendFeedback = mutationHook(contentFeedbackEndpoint);
