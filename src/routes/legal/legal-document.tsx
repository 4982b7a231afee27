import { Trans, useLingui } from '@lingui/react/macro'
import { DateTime } from 'luxon'
import type { Block, LegalDocument } from '../../content/content.types'

/** Content is static and its texts are unique within a document: they make stable keys. */
function blockKey(block: Block): string {
  if (block.kind === 'p') return block.text
  if (block.kind === 'list') return block.items.join('|')
  return block.caption
}

function BlockView({ block }: { block: Block }) {
  switch (block.kind) {
    case 'p':
      return <p>{block.text}</p>
    case 'list':
      return (
        <ul>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )
    case 'table':
      return (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls; keyboard users must reach it.
        <section className="table-scroll" tabIndex={0} aria-label={block.caption}>
          <table>
            <caption>{block.caption}</caption>
            <thead>
              <tr>
                {block.head.map((cell) => (
                  <th key={cell} scope="col">
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row) => (
                <tr key={row.join('|')}>
                  {row.map((cell, index) => {
                    const column = block.head[index] ?? String(index)
                    return index === 0 ? (
                      <th key={column} scope="row">
                        {cell}
                      </th>
                    ) : (
                      <td key={column}>{cell}</td>
                    )
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )
  }
}

/** A legal text in the stored language (SPEC §2 "Terms and cookie pages"). */
export function LegalDocumentView({ document }: { document: LegalDocument }) {
  const { i18n } = useLingui()
  const updated = DateTime.fromISO(document.updated).setLocale(i18n.locale).toLocaleString(DateTime.DATE_FULL)
  return (
    <article className="page page--narrow legal" aria-labelledby="page-title">
      <h1 id="page-title" className="page__title">
        {document.title}
      </h1>
      <p className="legal__updated">
        <Trans>Last updated {updated}</Trans>
      </p>
      {document.intro.map((block) => (
        <BlockView key={blockKey(block)} block={block} />
      ))}
      <nav className="legal__toc" aria-labelledby="toc-title">
        <h2 id="toc-title" className="legal__toc-title">
          <Trans>Contents</Trans>
        </h2>
        <ol>
          {document.articles.map((article) => (
            <li key={article.id}>
              <a href={`#${article.id}`}>{article.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      {document.articles.map((article) => (
        <section
          key={article.id}
          id={article.id}
          className="legal__article"
          aria-labelledby={`${article.id}-title`}
        >
          <h2 id={`${article.id}-title`}>
            {article.number !== undefined ? (
              <span className="legal__number">Art. {article.number}</span>
            ) : null}
            {article.title}
          </h2>
          {article.blocks.map((block) => (
            <BlockView key={blockKey(block)} block={block} />
          ))}
        </section>
      ))}
    </article>
  )
}
