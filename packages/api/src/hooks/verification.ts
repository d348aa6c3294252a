import { memberInfoEndpoint } from '../endpoints/member';
import {
  memberUpdateMobileEndpoint,
  verificationSendMailEndpoint,
  verificationSendSmsEndpoint,
  verificationVerifyMailEndpoint,
  verificationVerifySmsEndpoint,
} from '../endpoints/verification';
import { mutationHook } from './mutation';

export const useSendSmsCode = mutationHook(verificationSendSmsEndpoint);
export const useVerifySmsCode = mutationHook(verificationVerifySmsEndpoint);
export const useSendMailCode = mutationHook(verificationSendMailEndpoint);
export const useVerifyMailCode = mutationHook(verificationVerifyMailEndpoint);
/** Binds the number; member info (which shows it) is read again. */
export const useUpdateMobile = mutationHook(memberUpdateMobileEndpoint, [memberInfoEndpoint]);
