import { describe, expect, it } from 'vitest';
import { defaultHeadlineTab, switchOn, visibleTabs } from './tab-visibility';

const all = {
  switch_room_chat: 1,
  switch_room_operate: 1,
  switch_room_anchor: 1,
  switch_race_quiz_check: 1,
  switch_race_status: 1,
  switch_race_lineup: 1,
  switch_race_analysis: 1,
  switch_race_index: 1,
  switch_room_rank: 1,
};

describe('detail tab visibility', () => {
  it('football with every switch on and an anchor', () => {
    expect(visibleTabs({ switches: all, sportId: 1, matchId: 5, hasAnchor: true })).toEqual([
      'chat',
      'c2c',
      'lives',
      'quiz',
      'status',
      'analysis',
      'lineup',
      'index',
    ]);
  });
  it('basketball has rank and no lineup', () => {
    const tabs = visibleTabs({ switches: all, sportId: 2, matchId: 5 });
    expect(tabs).toContain('rank');
    expect(tabs).not.toContain('lineup');
  });
  it('chat on score detail needs an anchor, on live detail the chat switch', () => {
    expect(visibleTabs({ switches: all, sportId: 1, matchId: 5 })).not.toContain('chat');
    expect(visibleTabs({ switches: all, sportId: 1, matchId: 5, liveDetail: true })).toContain('chat');
    const noChat = { ...all, switch_room_chat: 0 };
    expect(visibleTabs({ switches: noChat, sportId: 1, matchId: 5, liveDetail: true })).not.toContain('chat');
  });
  it('each data tab needs its own switch and a match id', () => {
    for (const [key, tab] of [
      ['switch_race_status', 'status'],
      ['switch_race_analysis', 'analysis'],
      ['switch_race_lineup', 'lineup'],
      ['switch_race_index', 'index'],
    ] as const) {
      expect(visibleTabs({ switches: { ...all, [key]: '0' }, sportId: 1, matchId: 5 })).not.toContain(tab);
      expect(visibleTabs({ switches: all, sportId: 1, matchId: null })).not.toContain(tab);
    }
  });
  it('private chat, lives, quiz and rank follow their switches', () => {
    const none = visibleTabs({ switches: {}, sportId: 2, matchId: 5 });
    expect(none).toEqual([]);
    expect(visibleTabs({ switches: { switch_room_operate: '1' }, sportId: 1, matchId: 5 })).toEqual(['c2c']);
    expect(visibleTabs({ switches: { switch_room_anchor: true }, sportId: 1, matchId: 5 })).toEqual([
      'lives',
    ]);
    expect(visibleTabs({ switches: { switch_race_quiz_check: 1 }, sportId: 1, matchId: 5 })).toEqual([
      'quiz',
    ]);
    expect(visibleTabs({ switches: { switch_room_rank: 1 }, sportId: 2, matchId: 5 })).toEqual(['rank']);
  });
  it('reads switch values of any type', () => {
    expect(switchOn({ a: 1 }, 'a')).toBe(true);
    expect(switchOn({ a: '1' }, 'a')).toBe(true);
    expect(switchOn({ a: true }, 'a')).toBe(true);
    expect(switchOn({ a: '0' }, 'a')).toBe(false);
    expect(switchOn(null, 'a')).toBe(false);
  });
});

describe('default headline tab', () => {
  it('anchors when the robot-room or anchor-room switch is on', () => {
    expect(defaultHeadlineTab({ switch_robotroom: 1 })).toBe('anchors');
    expect(defaultHeadlineTab({ switch_anchorroom: 1, switch_shortvideo_check: 1 })).toBe('anchors');
  });
  it('clips, then database, when both room switches are off', () => {
    expect(defaultHeadlineTab({ switch_shortvideo_check: 1, switch_match_database: 1 })).toBe('clips');
    expect(defaultHeadlineTab({ switch_match_database: 1 })).toBe('database');
    expect(defaultHeadlineTab({})).toBeNull();
  });
});
