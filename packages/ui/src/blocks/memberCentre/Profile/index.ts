export type {
  AvatarEditing,
  Gender,
  MessengerField,
  MessengerInput,
  ProfileChanges,
  ProfileDetails,
  ProfileResult,
  StockAvatarOption,
} from '../profile';
export { avatarFileProblem, isOfAge, messengerFields, minimumProfileAge } from '../profile';
export type { ProfileProps } from './Profile';
export { Profile } from './Profile';
