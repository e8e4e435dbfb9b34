import type { WireProfile } from '@tifo/protocol';
import type { Profile } from '../constants/event-data';

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
