/** Structured data blocks of a page, parsed; a block that is not valid JSON is reported, not skipped. */
export type JsonLdBlock = { ok: true; data: Record<string, unknown> } | { ok: false; text: string; error: string }

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

export function parseJsonLd(blocks: readonly string[]): JsonLdBlock[] {
  return blocks.map((text) => {
    try {
      const data: unknown = JSON.parse(text)
      return isRecord(data) ? { ok: true, data } : { ok: false, text, error: 'not a JSON object' }
    } catch (error) {
      return { ok: false, text, error: String(error) }
    }
  })
}

export function ofType(blocks: readonly JsonLdBlock[], type: string): Array<Record<string, unknown>> {
  return blocks.flatMap((block) => (block.ok && block.data['@type'] === type ? [block.data] : []))
}

/** The question/answer pairs of an FAQPage block. */
export function faqEntries(faqPage: Record<string, unknown>): Array<{ question: string; answer: string }> {
  const entities = Array.isArray(faqPage.mainEntity) ? faqPage.mainEntity : []
  return entities.map((entity: unknown) => {
    const question = isRecord(entity) && typeof entity.name === 'string' ? entity.name : ''
    const accepted = isRecord(entity) ? entity.acceptedAnswer : undefined
    const answer = isRecord(accepted) && typeof accepted.text === 'string' ? accepted.text : ''
    return { question, answer }
  })
}
