// The Settings page of every role: the connected page, its sections, and their pure views.
export { SettingsPage, type SettingsPageProps } from './settings-page';
export {
  SettingsView,
  SETTINGS_LOAD_ERROR_HEADING,
  type SettingsUser,
  type SettingsUserType,
  type SettingsViewProps,
  type SettingsViewState,
} from './settings-view';
export { ProfileSection, type ProfileSectionProps } from './profile-section';
export {
  ProfileSectionView,
  AVATAR_ACCEPT,
  AVATAR_MAX_BYTES,
  AVATAR_CANCELLED_MESSAGE,
  AVATAR_REMOVED_MESSAGE,
  AVATAR_UPDATED_MESSAGE,
  PROFILE_SAVED_MESSAGE,
  validateProfile,
  type AvatarFieldState,
  type ProfileSectionViewProps,
  type ProfileValues,
} from './profile-section-view';
export { LanguageSection, type LanguageSectionProps } from './language-section';
export {
  LanguageSectionView,
  LANGUAGE_SAVED_MESSAGE,
  type LanguageSectionViewProps,
} from './language-section-view';
export { PasswordSection, type PasswordSectionProps } from './password-section';
export {
  PasswordSectionView,
  PASSWORD_CHANGED_MESSAGE,
  PASSWORD_MIN_LENGTH,
  validatePassword,
  type PasswordSectionViewProps,
  type PasswordValues,
} from './password-section-view';
export { CreatorProfileSection, type CreatorProfileSectionProps } from './creator-profile-section';
export {
  PROFILE_FIELD_IDS,
  PROFILE_STEPS,
  ProfileGuide,
  type ProfileFacts,
  type ProfileGuideProps,
  type ProfileStep,
} from './creator-profile-section-guide';
export { CollaborationsSection } from './creator-profile-section-collaborations';
export {
  CollaborationsSectionView,
  NO_COLLABORATIONS_MESSAGE,
  type CollaborationsSectionViewProps,
  type CreatorCollaboration,
} from './creator-profile-section-collaborations-view';
export {
  CreatorProfileSectionView,
  CreatorProfileForm,
  CREATOR_LANGUAGES,
  CREATOR_PROFILE_SAVED_MESSAGE,
  NO_CATEGORIES_MESSAGE,
  validateCreatorProfile,
  type CategoryOptionsState,
  type CreatorProfileFormProps,
  type CreatorProfileSectionViewProps,
  type CreatorProfileValues,
  type FollowersUpdatedAt,
} from './creator-profile-section-view';
export { OUTSIDE_BARCELONA, type Neighbourhood } from './creator-profile-place';
export { PortfolioSection, movedOrder } from './creator-profile-section-portfolio';
export {
  CandidatesDialog,
  PortfolioSectionView,
  type CandidatesState,
  type PortfolioSectionViewProps,
  type PortfolioUploadState,
} from './creator-profile-section-portfolio-view';
