import type { Lang } from '../../../http/error-codes';
import type { MatchScript, ScriptEvent } from './script-types';

/** One line of text live. */
export interface CommentaryLine {
  /** Increasing id: page with `startid`. */
  id: number;
  /** Unix seconds when it happened. */
  time: number;
  /** Football minute text ("45+2'") or basketball period and clock ("Q2 05:12"). */
  minute: string;
  type: string;
  /** 0 neutral, 1 home, 2 away. */
  side: 0 | 1 | 2;
  text: string;
  home: number;
  away: number;
}

type Names = [string, string];

const PHASE_TEXT: Record<string, Record<number, string>> = {
  zh: {
    2: '比赛开始',
    3: '上半场结束',
    4: '下半场开始',
    5: '加时赛开始',
    6: '常规时间结束',
    7: '点球大战开始',
    8: '全场比赛结束',
  },
  pt: {
    2: 'Começa a partida',
    3: 'Fim do primeiro tempo',
    4: 'Começa o segundo tempo',
    5: 'Começa a prorrogação',
    6: 'Fim do tempo regulamentar',
    7: 'Disputa de pênaltis',
    8: 'Fim de jogo',
  },
};
const BASKET_PHASE: Record<string, Record<number, string>> = {
  zh: {
    2: '第一节开始',
    3: '第一节结束',
    4: '第二节开始',
    5: '半场结束',
    6: '第三节开始',
    7: '第三节结束',
    8: '第四节开始',
    9: '加时赛开始',
    10: '全场比赛结束',
  },
  pt: {
    2: 'Começa o 1º quarto',
    3: 'Fim do 1º quarto',
    4: 'Começa o 2º quarto',
    5: 'Intervalo',
    6: 'Começa o 3º quarto',
    7: 'Fim do 3º quarto',
    8: 'Começa o 4º quarto',
    9: 'Prorrogação',
    10: 'Fim de jogo',
  },
};

function minuteText(script: MatchScript, e: Pick<ScriptEvent, 'minute' | 'added' | 'clock'>): string {
  if (script.sport === 2) {
    const c = e.clock ?? 0;
    const label = e.minute > 4 ? `OT${e.minute - 4}` : `Q${e.minute}`;
    return `${label} ${String(Math.floor(c / 60)).padStart(2, '0')}:${String(c % 60).padStart(2, '0')}`;
  }
  return e.added ? `${e.minute}+${e.added}'` : `${e.minute}'`;
}

function eventText(e: ScriptEvent, teams: Names, lang: Lang): string {
  const team = teams[e.side - 1]!;
  const who = e.player ? (lang === 'zh' ? e.player.name_zh : e.player.name_en) : '';
  const who2 = e.player2 ? (lang === 'zh' ? e.player2.name_zh : e.player2.name_en) : '';
  const score = `${e.home}-${e.away}`;
  const zh: Record<string, string> = {
    goal: `进球！${team} ${who}${who2 ? `（${who2} 助攻）` : ''}破门，比分 ${score}`,
    penalty: `点球命中！${team} ${who} 罚进，比分 ${score}`,
    own_goal: `乌龙球！${who} 自摆乌龙，${team} 得分，比分 ${score}`,
    penalty_missed: `${team} ${who} 罚丢点球`,
    yellow: `${team} ${who} 吃到黄牌`,
    red: `红牌！${team} ${who} 被罚下`,
    substitution: `${team} 换人：${who2} 替换 ${who} 下场`,
    corner: `${team} 获得角球`,
    shootout: `点球大战结束，${team} 胜出`,
    score: `${team} ${who} ${e.points === 3 ? '三分命中' : e.points === 1 ? '罚球命中' : '两分命中'}，比分 ${score}`,
  };
  const pt: Record<string, string> = {
    goal: `Gol! ${who}${who2 ? ` (assistência de ${who2})` : ''} marca para o ${team}, ${score}`,
    penalty: `Gol de pênalti! ${who} converte para o ${team}, ${score}`,
    own_goal: `Gol contra de ${who}; ponto para o ${team}, ${score}`,
    penalty_missed: `${who} (${team}) perde o pênalti`,
    yellow: `Cartão amarelo para ${who} (${team})`,
    red: `Cartão vermelho! ${who} (${team}) é expulso`,
    substitution: `Substituição no ${team}: entra ${who2}, sai ${who}`,
    corner: `Escanteio para o ${team}`,
    shootout: `${team} vence nos pênaltis`,
    score: `${who} (${team}) ${e.points === 3 ? 'acerta de três' : e.points === 1 ? 'converte o lance livre' : 'marca dois'}, ${score}`,
  };
  return (lang === 'zh' ? zh : pt)[e.type] ?? '';
}

/**
 * Every commentary line of a match (phase changes and events), oldest first, for a start at `start`.
 * Ids are 1-based positions, so they are stable for the match.
 */
export function commentary(script: MatchScript, start: number, teams: Names, lang: Lang): CommentaryLine[] {
  const table = (script.sport === 2 ? BASKET_PHASE : PHASE_TEXT)[lang]!;
  const items: Array<Omit<CommentaryLine, 'id'>> = [];
  let score: [number, number] = [0, 0];
  const phaseAt = new Map<number, number>();
  let previous = 0;
  for (const p of script.phases) {
    // A pause that keeps the status (before overtime) is not a new phase for the reader.
    if (p.status !== previous && !phaseAt.has(p.start)) phaseAt.set(p.start, p.status);
    previous = p.status;
  }
  const marks = [...phaseAt].map(([at, status]) => ({ at, status }));
  let e = 0;
  for (const mark of marks) {
    while (e < script.events.length && script.events[e]!.at < mark.at) {
      const ev = script.events[e++]!;
      score = [ev.home, ev.away];
      items.push({
        time: start + ev.at,
        minute: minuteText(script, ev),
        type: ev.type,
        side: ev.side,
        text: eventText(ev, teams, lang),
        home: ev.home,
        away: ev.away,
      });
    }
    const text = table[mark.status];
    if (text)
      items.push({
        time: start + mark.at,
        minute: '',
        type: 'status',
        side: 0,
        text: `${text} ${score[0]}-${score[1]}`,
        home: score[0],
        away: score[1],
      });
  }
  return items.map((item, i) => ({ id: i + 1, ...item }));
}
