import { Rng } from '../rng';

/** A generated player. Names are assembled from common name parts; they are not real people. */
export interface Player {
  id: number;
  number: number;
  name_en: string;
  name_zh: string;
  /** Football: G, D, M, F. Basketball: G, F, C. */
  position: string;
}

const FIRST = [
  'Adam',
  'Alex',
  'Bruno',
  'Carlos',
  'Daniel',
  'David',
  'Diego',
  'Emil',
  'Felix',
  'Gabriel',
  'Hugo',
  'Ivan',
  'Jan',
  'Jonas',
  'Jordan',
  'Kevin',
  'Leo',
  'Lucas',
  'Luis',
  'Marco',
  'Mario',
  'Mateo',
  'Max',
  'Nico',
  'Oscar',
  'Pablo',
  'Pedro',
  'Rafael',
  'Ryan',
  'Samuel',
  'Sergio',
  'Simon',
  'Theo',
  'Thomas',
  'Tiago',
  'Victor',
];
const LAST = [
  'Almeida',
  'Baker',
  'Becker',
  'Costa',
  'Cruz',
  'Dias',
  'Evans',
  'Fischer',
  'Garcia',
  'Gomez',
  'Hansen',
  'Hughes',
  'Jansen',
  'Keller',
  'Lang',
  'Lopez',
  'Martin',
  'Moreau',
  'Muller',
  'Nielsen',
  'Novak',
  'Oliveira',
  'Perez',
  'Petit',
  'Reis',
  'Ricci',
  'Rossi',
  'Santos',
  'Schmidt',
  'Silva',
  'Torres',
  'Vidal',
  'Walker',
  'Weber',
  'Wright',
  'Young',
];
// Chinese surnames and given names with their pinyin, for clubs of Chinese leagues.
const ZH_FAMILY: Array<[string, string]> = [
  ['王', 'Wang'],
  ['李', 'Li'],
  ['张', 'Zhang'],
  ['刘', 'Liu'],
  ['陈', 'Chen'],
  ['杨', 'Yang'],
  ['赵', 'Zhao'],
  ['黄', 'Huang'],
  ['周', 'Zhou'],
  ['吴', 'Wu'],
  ['徐', 'Xu'],
  ['孙', 'Sun'],
  ['胡', 'Hu'],
  ['朱', 'Zhu'],
  ['高', 'Gao'],
  ['林', 'Lin'],
  ['何', 'He'],
  ['郭', 'Guo'],
];
const ZH_GIVEN: Array<[string, string]> = [
  ['伟', 'Wei'],
  ['强', 'Qiang'],
  ['磊', 'Lei'],
  ['洋', 'Yang'],
  ['勇', 'Yong'],
  ['军', 'Jun'],
  ['杰', 'Jie'],
  ['涛', 'Tao'],
  ['斌', 'Bin'],
  ['超', 'Chao'],
  ['鹏', 'Peng'],
  ['浩', 'Hao'],
  ['宇', 'Yu'],
  ['博', 'Bo'],
  ['明', 'Ming'],
  ['晨', 'Chen'],
  ['阳', 'Yang'],
  ['帅', 'Shuai'],
];

const FOOTBALL_SHAPE = 'GGGDDDDDDDDMMMMMMMMFFFFFF';
const BASKETBALL_SHAPE = 'GGGGFFFFFCCCC';

/** A club's squad (25 footballers or 13 basketball players), the same for every call with the same club. */
export function squadOf(teamId: number, sport: 1 | 2, chinese: boolean): Player[] {
  const rng = new Rng(`squad/${teamId}`);
  const shape = sport === 1 ? FOOTBALL_SHAPE : BASKETBALL_SHAPE;
  const numbers = rng.shuffle(
    Array.from({ length: sport === 1 ? 40 : 55 }, (_, i) => i + (sport === 1 ? 2 : 0)),
  );
  const used = new Set<string>();
  return [...shape].map((position, i) => {
    let name_en = '';
    let name_zh = '';
    do {
      if (chinese) {
        const [fz, fp] = rng.pick(ZH_FAMILY);
        const [gz, gp] = rng.pick(ZH_GIVEN);
        name_zh = fz + gz;
        name_en = `${fp} ${gp}`;
      } else {
        name_en = `${rng.pick(FIRST)} ${rng.pick(LAST)}`;
        name_zh = name_en;
      }
    } while (used.has(name_en));
    used.add(name_en);
    // Football keeper wears 1; everyone else a shuffled free number.
    const number = sport === 1 && i === 0 ? 1 : numbers[i]!;
    return { id: teamId * 100 + i + 1, number, name_en, name_zh, position };
  });
}
