import type { SiteText } from '../../../../types/api/home'
import type { StaticDocument } from '../../../../types/content/document'
import { USER_AGREEMENT } from '../../../../types/content/agreement'
import { PRIVACY_POLICY } from '../../../../types/content/privacyPolicy'
import { PLAY_RULES } from '../../../../types/content/playRules'
import { CUSTOMER_SERVICE } from '../../../../types/content/customerService'

type Text = Omit<SiteText, 'content'>

/**
 * A document the app also bundles as its offline copy: the words come from the same module, so
 * what the server serves and what the app falls back to never disagree. `text` holds them flattened
 * for readers of the plain paragraphs.
 */
function documentText(doc: StaticDocument & { contacts?: Readonly<NonNullable<SiteText['contacts']>> }): Text {
  const contacts = doc.contacts?.map((c) => ({ ...c }))
  return {
    title: doc.title,
    version: doc.updated,
    updated_at: Date.parse(`${doc.updated}T00:00:00+08:00`),
    text: [
      ...(doc.intro ? [doc.intro] : []),
      ...(contacts ?? []).map((c) => `${c.label}：${c.value}`),
      ...doc.sections.flatMap((s) => s.paragraphs.map((p) => `${s.heading}：${p}`)),
    ],
    ...(doc.intro ? { intro: doc.intro } : {}),
    sections: doc.sections.map((s) => ({ heading: s.heading, paragraphs: [...s.paragraphs] })),
    ...(contacts ? { contacts } : {}),
  }
}

/** texts served by api/index/shuju, by content key (docs/product/entities.md: the version setting is a text array) */
export const SITE_TEXTS: Record<string, Text> = {
  VER: {
    title: '版本说明',
    version: '1.3.5',
    updated_at: Date.parse('2026-11-01T00:00:00+08:00'),
    text: ['即时比分自动刷新，进行中的比赛无需下拉', '资料库新增射手榜与历届赛季', '比赛详情新增文字直播与技术统计', '指数页面支持查看各公司指数变化历史', '修复若干已知问题，提升稳定性'],
  },
  ABOUT: {
    title: '关于我们',
    version: '1.3.5',
    updated_at: Date.parse('2026-11-01T00:00:00+08:00'),
    text: ['体育是一款专注足球的资讯与数据应用，提供即时比分、赛事资料库、指数数据与专家分析。', '我们只提供资讯与数据服务，不提供任何形式的购彩服务。'],
  },
  AGREEMENT: documentText(USER_AGREEMENT),
  PRIVACY: documentText(PRIVACY_POLICY),
  RULES: documentText(PLAY_RULES),
  SERVICE: documentText(CUSTOMER_SERVICE),
}
