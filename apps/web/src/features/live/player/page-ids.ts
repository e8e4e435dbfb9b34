// Element ids the live room page carries for its first script (room-boot.ts). Written by the API (the boot data:
// apps/api/src/modules/live/room-boot.ts uses the same id) and by the build (the app entry's preload:
// apps/web/route-preloads.ts). No imports: the build's own code reads this file too.

/** The JSON data block with the room's stream. */
export const ROOM_BOOT_ID = 'tifo-room-boot';
/** The app entry's modulepreload, which the first script imports once the picture is up. */
export const APP_ENTRY_ID = 'tifo-app-entry';
