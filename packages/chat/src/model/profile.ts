import type { WireProfile } from '@tifo/protocol';

/** A custom profile or friend field (`Tag_Profile_Custom_*`, `Tag_SNS_Custom_*`). */
export interface CustomField {
  key: string;
  value: string | number;
}

/** A user's profile. */
export interface Profile {
  userID: string;
  nick: string;
  gender: string;
  birthday: number;
  location: string;
  selfSignature: string;
  allowType: string;
  language: number;
  avatar: string;
  messageSettings: number;
  adminForbidType: string;
  level: number;
  role: number;
  lastUpdatedNumber: number;
  profileCustomField: CustomField[];
}

/** A profile as the host sees it (tim-js-sdk names the update time lastUpdatedNumber). */
export function profileFromWire(w: WireProfile): Profile {
  const { lastUpdatedTime, ...rest } = w;
  return { ...rest, lastUpdatedNumber: lastUpdatedTime };
}

/** The profile of a user the service told nothing about (its defaults, as getUserProfile gives them). */
export function emptyProfile(userID: string): Profile {
  return {
    userID,
    nick: '',
    gender: 'Gender_Type_Unknown',
    birthday: 0,
    location: '',
    selfSignature: '',
    allowType: 'AllowType_Type_NeedConfirm',
    language: 0,
    avatar: '',
    messageSettings: 0,
    adminForbidType: 'AdminForbid_Type_None',
    level: 0,
    role: 0,
    lastUpdatedNumber: 0,
    profileCustomField: [],
  };
}
