/** a long static text (agreement, policy, rules): titled sections of paragraphs */
export interface DocSection {
  heading: string
  paragraphs: readonly string[]
}

export interface StaticDocument {
  title: string
  /** 'YYYY-MM-DD' of the current wording */
  updated: string
  intro?: string
  sections: readonly DocSection[]
}
