import { Body } from '@react-email/body'
import { Button } from '@react-email/button'
import { Container } from '@react-email/container'
import { Head } from '@react-email/head'
import { Heading } from '@react-email/heading'
import { Html } from '@react-email/html'
import { Img } from '@react-email/img'
import { Link } from '@react-email/link'
import { Preview } from '@react-email/preview'
import { Section } from '@react-email/section'
import { Text } from '@react-email/text'
import { FAMILY_NAMES, type Family } from '../../../src/contract/family'
import type { Language } from '../../../src/contract/language'
import { PRODUCT_NAME } from '../../../src/contract/system'
import { type Block, type EmailDocument, say } from '../document'
import { type EmailTheme, emailTheme, wordmark } from './theme'

/** An inline style, as React Email's components take it. */
type CSSProperties = NonNullable<Parameters<typeof Text>[0]['style']>

type Props = { doc: EmailDocument; family: Family; language: Language }

/**
 * Every email's HTML: the family's band with its drawn wordmark, a card with the heading, the
 * document's blocks and the footer. Inline styles and tables (React Email's components), as mail
 * apps need; one column of at most 600 px that narrows with the screen.
 */
export function EmailHtml({ doc, family, language }: Props) {
  const theme = emailTheme(family)
  const mark = wordmark(family, theme.bandText)
  const text: CSSProperties = { color: theme.text, fontFamily: theme.body, fontSize: 16, lineHeight: '26px' }
  return (
    <Html lang={language} dir="ltr">
      <Head>
        <title>{doc.subject}</title>
        <meta name="color-scheme" content={theme === emailTheme('jaguar') ? 'dark' : 'light'} />
        <meta name="supported-color-schemes" content={theme === emailTheme('jaguar') ? 'dark' : 'light'} />
      </Head>
      <Preview>{doc.preview}</Preview>
      <Body style={{ backgroundColor: theme.page, margin: 0, padding: '24px 0', fontFamily: theme.body }}>
        <Container style={{ maxWidth: 600, width: '100%', margin: '0 auto' }}>
          <Section
            style={{
              backgroundColor: theme.band,
              padding: '26px 32px 22px',
              borderRadius: `${theme.radius}px ${theme.radius}px 0 0`,
              borderBottom: `3px solid ${theme.accent}`,
            }}
          >
            <Img
              src={mark.src}
              width={mark.width}
              height={mark.height}
              alt={FAMILY_NAMES[family]}
              style={{ display: 'block', color: theme.bandText, fontFamily: theme.display, fontSize: 18 }}
            />
            <Text
              style={{
                margin: '10px 0 0',
                color: theme.bandText,
                opacity: 0.8,
                fontFamily: theme.display,
                fontSize: 11,
                lineHeight: '16px',
                letterSpacing: theme.tracking,
                textTransform: 'uppercase',
              }}
            >
              {PRODUCT_NAME} · {say(language, 'email.tagline')}
            </Text>
          </Section>
          <Section
            style={{
              backgroundColor: theme.card,
              padding: '36px 32px 28px',
              borderRadius: `0 0 ${theme.radius}px ${theme.radius}px`,
            }}
          >
            <Heading
              as="h1"
              style={{
                margin: '0 0 24px',
                color: theme.text,
                fontFamily: theme.display,
                fontSize: 26,
                lineHeight: '34px',
                fontWeight: 600,
              }}
            >
              {doc.heading}
            </Heading>
            <Text style={{ ...text, margin: '0 0 16px' }}>{doc.greeting}</Text>
            {doc.blocks.map((block) => (
              <BlockHtml
                key={blockKey(block)}
                block={block}
                theme={theme}
                text={text}
                hint={say(language, 'email.button_hint')}
              />
            ))}
          </Section>
          <Section style={{ padding: '20px 32px 8px' }}>
            <Text
              style={{
                margin: 0,
                color: theme.muted,
                fontFamily: theme.body,
                fontSize: 13,
                lineHeight: '20px',
              }}
            >
              {doc.footer}
            </Text>
            <Text
              style={{
                margin: '8px 0 0',
                color: theme.muted,
                fontFamily: theme.display,
                fontSize: 11,
                lineHeight: '18px',
                letterSpacing: theme.tracking,
                textTransform: 'uppercase',
              }}
            >
              {PRODUCT_NAME} · Range Rover · Defender · Discovery · Jaguar
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  )
}

/** A block's key: its type and its first text (no two blocks of an email say the same). */
function blockKey(block: Block): string {
  const first =
    'text' in block
      ? block.text
      : 'label' in block
        ? block.label
        : 'caption' in block
          ? block.caption
          : block.items[0]
  return `${block.type}:${first}`
}

function BlockHtml({
  block,
  theme,
  text,
  hint,
}: {
  block: Block
  theme: EmailTheme
  text: CSSProperties
  /** Said before a button's link, for a mail app that shows no button. */
  hint: string
}) {
  switch (block.type) {
    case 'paragraph':
      return <Text style={{ ...text, margin: '0 0 16px' }}>{block.text}</Text>
    case 'subheading':
      return (
        <Heading
          as="h2"
          style={{
            margin: '28px 0 12px',
            color: theme.text,
            fontFamily: theme.display,
            fontSize: 13,
            lineHeight: '20px',
            fontWeight: 700,
            letterSpacing: theme.tracking,
            textTransform: 'uppercase',
          }}
        >
          {block.text}
        </Heading>
      )
    case 'notice':
      return (
        <Text
          style={{
            ...text,
            margin: '8px 0 20px',
            padding: '14px 16px',
            backgroundColor: theme.panel,
            borderLeft: `3px solid ${theme.accent}`,
            borderRadius: theme.radius,
            fontSize: 15,
            lineHeight: '24px',
          }}
        >
          {block.text}
        </Text>
      )
    case 'quote':
      return (
        <Section
          style={{
            margin: '8px 0 20px',
            padding: '14px 18px',
            backgroundColor: theme.panel,
            borderLeft: `3px solid ${theme.accent}`,
            borderRadius: theme.radius,
          }}
        >
          <Text style={{ ...text, margin: 0, fontSize: 13, lineHeight: '20px', color: theme.muted }}>
            {block.label}
          </Text>
          <Text style={{ ...text, margin: '6px 0 0', fontStyle: 'italic', whiteSpace: 'pre-line' }}>
            “{block.text}”
          </Text>
        </Section>
      )
    case 'list':
      return (
        <ul style={{ ...text, margin: '0 0 20px', paddingLeft: 22 }}>
          {block.items.map((item) => (
            <li key={item} style={{ margin: '0 0 8px', paddingLeft: 4 }}>
              {item}
            </li>
          ))}
        </ul>
      )
    case 'button':
      return (
        <Section style={{ margin: '24px 0 8px' }}>
          <Button
            href={block.href}
            style={{
              backgroundColor: theme.accent,
              color: theme.accentText,
              fontFamily: theme.display,
              fontSize: 14,
              fontWeight: 600,
              letterSpacing: '0.08em',
              textTransform: 'uppercase',
              lineHeight: '20px',
              padding: '14px 28px',
              borderRadius: theme.radius,
              textDecoration: 'none',
            }}
          >
            {block.label}
          </Button>
          <Text
            style={{
              margin: '14px 0 0',
              color: theme.muted,
              fontFamily: theme.body,
              fontSize: 12,
              lineHeight: '18px',
              overflowWrap: 'anywhere',
            }}
          >
            {hint}
            <br />
            <Link href={block.href} style={{ color: theme.link, textDecoration: 'underline' }}>
              {block.href}
            </Link>
          </Text>
        </Section>
      )
    case 'facts':
      return (
        <table
          style={{
            width: '100%',
            borderCollapse: 'collapse',
            margin: '20px 0 20px',
            fontFamily: theme.body,
            fontSize: 15,
            lineHeight: '22px',
            color: theme.text,
          }}
        >
          <caption
            style={{
              textAlign: 'left',
              padding: '0 0 8px',
              color: theme.muted,
              fontSize: 12,
              lineHeight: '18px',
              letterSpacing: theme.tracking,
              textTransform: 'uppercase',
              fontFamily: theme.display,
            }}
          >
            {block.caption}
          </caption>
          <tbody>
            {block.rows.map((row) => (
              <tr key={row.label}>
                <th
                  scope="row"
                  style={{
                    textAlign: 'left',
                    verticalAlign: 'top',
                    fontWeight: row.strong ? 700 : 400,
                    color: row.strong ? theme.text : theme.muted,
                    padding: '10px 12px 10px 0',
                    borderTop: `1px solid ${theme.rule}`,
                    width: '38%',
                  }}
                >
                  {row.label}
                </th>
                <td
                  style={{
                    textAlign: 'left',
                    verticalAlign: 'top',
                    fontWeight: row.strong ? 700 : 400,
                    padding: '10px 0',
                    borderTop: `1px solid ${theme.rule}`,
                  }}
                >
                  {row.value}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )
  }
}
