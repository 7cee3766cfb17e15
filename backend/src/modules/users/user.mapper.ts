import type { AccessSummary, Me, Profile, RoleValue } from '@medprep/shared';
import type { UserProfileEntity } from './entities/user-profile.entity';
import type { UserEntity } from './entities/user.entity';

const ROLE_LABELS: Record<RoleValue, string> = { user: 'Member', editor: 'Editor', admin: 'Administrator' };

export function toProfile(userId: string, p: UserProfileEntity | null | undefined): Profile {
  return {
    id: userId,
    address: p?.address ?? null,
    avatar: p?.avatar ?? null,
    bio: p?.bio ?? null,
    city: p?.city ?? null,
    country: p?.country ?? null,
    cover: p?.cover ?? null,
    postalCode: p?.postalCode ?? null,
    social: { facebook: p?.social?.facebook ?? null, instagram: p?.social?.instagram ?? null, twitter: p?.social?.twitter ?? null },
    website: p?.website ?? null,
    levelOfTraining: p?.levelOfTraining ?? null,
    credentials: p?.credentials ?? null,
    position: p?.position ?? null,
    primaryAffiliation: p?.primaryAffiliation ?? null,
    medicalSchool: p?.medicalSchool ?? null,
    yearOfGraduation: p?.yearOfGraduation ?? null,
    yearOfStudy: p?.yearOfStudy ?? null,
  };
}

export function toMe(user: UserEntity, access: AccessSummary): Me {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    surname: user.surname,
    title: user.title,
    uniqueID: user.uniqueId,
    instance: user.instance,
    role: { id: user.role, value: user.role, label: ROLE_LABELS[user.role] },
    profile: toProfile(user.id, user.profile),
    settings: user.settings,
    state: user.state,
    examDates: user.examDates,
    access,
  };
}
