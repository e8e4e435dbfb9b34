/**
 * Chinese names of the clubs Chinese score sites show most (top five leagues' best known clubs and the Chinese
 * Super League): [full, short]. Other clubs keep their English name in the zh fields until translated.
 */
const ZH_NAMES: Record<string, [string, string]> = {
  'AFC Bournemouth': ['伯恩茅斯', '伯恩茅斯'],
  'Arsenal FC': ['阿森纳', '阿森纳'],
  'Aston Villa FC': ['阿斯顿维拉', '维拉'],
  'Brentford FC': ['布伦特福德', '布伦特'],
  'Brighton & Hove Albion FC': ['布莱顿', '布莱顿'],
  'Burnley FC': ['伯恩利', '伯恩利'],
  'Chelsea FC': ['切尔西', '切尔西'],
  'Crystal Palace FC': ['水晶宫', '水晶宫'],
  'Everton FC': ['埃弗顿', '埃弗顿'],
  'Fulham FC': ['富勒姆', '富勒姆'],
  'Ipswich Town FC': ['伊普斯维奇', '伊普斯'],
  'Leeds United FC': ['利兹联', '利兹联'],
  'Leicester City FC': ['莱斯特城', '莱斯特'],
  'Liverpool FC': ['利物浦', '利物浦'],
  'Manchester City FC': ['曼彻斯特城', '曼城'],
  'Manchester United FC': ['曼彻斯特联', '曼联'],
  'Newcastle United FC': ['纽卡斯尔联', '纽卡斯尔'],
  'Nottingham Forest FC': ['诺丁汉森林', '诺丁汉'],
  'Southampton FC': ['南安普顿', '南安普顿'],
  'Sunderland AFC': ['桑德兰', '桑德兰'],
  'Tottenham Hotspur FC': ['托特纳姆热刺', '热刺'],
  'West Ham United FC': ['西汉姆联', '西汉姆'],
  'Wolverhampton Wanderers FC': ['狼队', '狼队'],
  'Real Madrid CF': ['皇家马德里', '皇马'],
  'FC Barcelona': ['巴塞罗那', '巴萨'],
  'Club Atlético de Madrid': ['马德里竞技', '马竞'],
  'Athletic Club': ['毕尔巴鄂竞技', '毕尔巴鄂'],
  'Sevilla FC': ['塞维利亚', '塞维利亚'],
  'Valencia CF': ['瓦伦西亚', '瓦伦西亚'],
  'Villarreal CF': ['比利亚雷亚尔', '比利亚雷'],
  'Real Betis Balompié': ['皇家贝蒂斯', '贝蒂斯'],
  'Real Sociedad de Fútbol': ['皇家社会', '皇家社会'],
  'FC Bayern München': ['拜仁慕尼黑', '拜仁'],
  'Borussia Dortmund': ['多特蒙德', '多特蒙德'],
  'Bayer 04 Leverkusen': ['勒沃库森', '勒沃库森'],
  'RB Leipzig': ['RB莱比锡', '莱比锡'],
  'Eintracht Frankfurt': ['法兰克福', '法兰克福'],
  'VfB Stuttgart': ['斯图加特', '斯图加特'],
  'Juventus FC': ['尤文图斯', '尤文'],
  'FC Internazionale Milano': ['国际米兰', '国米'],
  'AC Milan': ['AC米兰', 'AC米兰'],
  'SSC Napoli': ['那不勒斯', '那不勒斯'],
  'AS Roma': ['罗马', '罗马'],
  'SS Lazio': ['拉齐奥', '拉齐奥'],
  'Atalanta BC': ['亚特兰大', '亚特兰大'],
  'ACF Fiorentina': ['佛罗伦萨', '佛罗伦萨'],
  'Paris Saint-Germain FC': ['巴黎圣日耳曼', '巴黎'],
  'Olympique de Marseille': ['马赛', '马赛'],
  'Olympique Lyonnais': ['里昂', '里昂'],
  'AS Monaco FC': ['摩纳哥', '摩纳哥'],
  'Lille OSC': ['里尔', '里尔'],
  'Beijing Guoan': ['北京国安', '北京国安'],
  'Changchun Yatai': ['长春亚泰', '长春亚泰'],
  'Chengdu Rongcheng': ['成都蓉城', '成都蓉城'],
  'Dalian Yingbo': ['大连英博', '大连英博'],
  'Henan FC': ['河南俱乐部', '河南'],
  'Meizhou Hakka': ['梅州客家', '梅州客家'],
  'Qingdao Hainiu': ['青岛海牛', '青岛海牛'],
  'Qingdao West Coast': ['青岛西海岸', '青岛西海岸'],
  'Shandong Taishan': ['山东泰山', '山东泰山'],
  'Shanghai Port FC': ['上海海港', '上海海港'],
  'Shanghai Shenhua': ['上海申花', '上海申花'],
  'Shenzhen Peng City': ['深圳新鹏城', '深圳新鹏城'],
  'Tianjin Jinmen Tiger': ['天津津门虎', '天津津门虎'],
  'Wuhan Three Towns': ['武汉三镇', '武汉三镇'],
  'Yunnan Yukun': ['云南玉昆', '云南玉昆'],
  'Zhejiang Professional': ['浙江队', '浙江'],
};

// Club-form words that only lengthen a name on a small screen.
const FILLER =
  /^(?:AFC|FC|CF|SC|AC|AS|SS|SSC|US|RC|RCD|CA|CD|UD|SD|SV|VfB|VfL|TSG|BC|OGC|1\.|KRC|KV|KAA)$|^\d{4}$/;

/** A short English name: club-form words and founding years dropped, at most two words kept. */
export function shortNameEn(name: string): string {
  const words = name.split(/\s+/).filter((w) => !FILLER.test(w));
  const kept = (words.length ? words : name.split(/\s+/)).slice(0, 2).join(' ');
  return kept.length > 18 ? (words[0] ?? name) : kept;
}

/** Chinese full and short names for a club, falling back to the English ones. */
export function zhNames(nameEn: string, shortEn: string): { name_zh: string; short_name_zh: string } {
  const known = ZH_NAMES[nameEn];
  return known ? { name_zh: known[0], short_name_zh: known[1] } : { name_zh: nameEn, short_name_zh: shortEn };
}
