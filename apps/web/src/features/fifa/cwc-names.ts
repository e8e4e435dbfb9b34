// Chinese names of the 2025 clubs (the data has English names only); other languages use the data's names.

const ZH: Record<string, string> = {
  'al-ahly-sc': '阿赫利',
  'al-ain-fc': '艾因',
  'al-hilal': '利雅得新月',
  'atletico-madrid': '马德里竞技',
  'auckland-city-fc': '奥克兰城',
  'bayern-munchen': '拜仁慕尼黑',
  'boca-juniors': '博卡青年',
  'borussia-dortmund': '多特蒙德',
  'botafogo-rj': '博塔弗戈',
  'cf-america': '美洲',
  'cf-monterrey': '蒙特雷',
  'cf-pachuca': '帕丘卡',
  'chelsea-fc': '切尔西',
  'esperance-de-tunis': '突尼斯希望',
  'fc-porto': '波尔图',
  'flamengo-rj': '弗拉门戈',
  'fluminense-rj': '弗鲁米嫩塞',
  inter: '国际米兰',
  'inter-miami-cf': '迈阿密国际',
  juventus: '尤文图斯',
  'los-angeles-fc': '洛杉矶FC',
  'mamelodi-sundowns': '马梅洛迪日落',
  'manchester-city': '曼城',
  palmeiras: '帕尔梅拉斯',
  'paris-saint-germain': '巴黎圣日耳曼',
  'rb-salzburg': '萨尔茨堡红牛',
  'real-madrid': '皇家马德里',
  'river-plate': '河床',
  'sl-benfica': '本菲卡',
  'seattle-sounders': '西雅图海湾人',
  'ulsan-hd-fc': '蔚山HD',
  'urawa-red-diamonds': '浦和红钻',
  'wydad-ac': '维达德',
};

/** The club's name in the interface language. */
export function clubName(team: { id: string; name: string }, lang: string): string {
  return lang.startsWith('zh') ? (ZH[team.id] ?? team.name) : team.name;
}
