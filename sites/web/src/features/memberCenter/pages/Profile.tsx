import {
  useAvatar,
  useMemberInfo,
  usePlayerInfo,
  useRegisterSettings,
  useSettings,
  useUpdateNickname,
  useUpdateProfile,
  useUploadAvatar,
} from '@lobby/api/hooks';
import { useMessageArea, useTranslation } from '@lobby/i18n';
import { type MemberCentrePage, type ProfileChanges, type ProfileResult, Profile as ProfileView } from '@lobby/ui';
import {
  currentAvatarOf,
  messengerInputsOf,
  optional,
  profileDetailsOf,
  profileFailureOf,
  profileWritesOf,
  statusOfAll,
} from '@lobby/view-models';
import { stockAvatars } from '../../../app/stockAvatars';
import type { CentrePageProps } from '../../panels/centrePage';

/**
 * The profile: the avatar (when the merchant's settings let players change
 * it) and the personal details. A bound e-mail address is changed in the
 * security centre, with a code sent to the new address.
 */
export default function Profile({ title, openPage }: CentrePageProps<MemberCentrePage>) {
  useMessageArea('memberCentre');
  // The registration rules' messages, which the messenger and real-name checks use.
  useMessageArea('accounts');
  const { t } = useTranslation();
  const { isEnabled } = useSettings();
  const member = useMemberInfo();
  const details = usePlayerInfo();
  const avatar = useAvatar();
  const registerSettings = useRegisterSettings();
  const { trigger: updateProfile } = useUpdateProfile();
  const { trigger: updateNickname } = useUpdateNickname();
  const { trigger: uploadAvatar } = useUploadAvatar();

  const attempt = async (write: () => Promise<unknown>): Promise<ProfileResult> => {
    try {
      await write();
      return { ok: true };
    } catch (error) {
      return profileFailureOf(error, t);
    }
  };

  const onSave = (changes: ProfileChanges) =>
    attempt(async () => {
      const { nickname, update } = profileWritesOf(changes);
      if (update) await updateProfile(update);
      if (nickname !== null) await updateNickname({ nickname });
    });

  const status = statusOfAll([member, details, optional(registerSettings)]);
  const current = currentAvatarOf(avatar.data, stockAvatars);
  const payeeNameRule = registerSettings.data?.payeeName;

  return (
    <ProfileView
      title={title}
      status={status}
      {...(member.data && details.data ? { details: profileDetailsOf(member.data, details.data) } : {})}
      onRetry={() => {
        if (member.error) void member.mutate();
        if (details.error) void details.mutate();
      }}
      retrying={member.isValidating || details.isValidating}
      {...(isEnabled('PROFPIC3')
        ? {
            avatar: {
              ...current,
              stock: stockAvatars,
              onChooseStock: (name: string) => attempt(() => uploadAvatar({ avatar: name, avatarType: 'STATIC' })),
              onUpload: (dataUrl: string) => attempt(() => uploadAvatar({ avatar: dataUrl, avatarType: 'CUSTOM' })),
            },
          }
        : {})}
      messengers={messengerInputsOf(registerSettings.data)}
      {...(payeeNameRule ? { realNameRule: payeeNameRule } : {})}
      onSave={onSave}
      onOpenSecurity={() => openPage('securityCenter')}
    />
  );
}
