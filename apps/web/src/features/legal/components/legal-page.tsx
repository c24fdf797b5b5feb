import { useHead } from '@/lib/use-head';
import type { LegalDocument } from './legal-texts';
import './legal.css';

/** 关于我们, 用户协议 and 隐私政策: one readable column with a table of contents. */
export function LegalPage({ document: page }: { document: LegalDocument }) {
  useHead({ name: 'static', page: page.page });
  return (
    <main className="legal-page container">
      <article className="panel legal-article">
        <h1>{page.title}</h1>
        <p className="legal-effective">生效日期：{page.effective}</p>
        <p>{page.intro}</p>
        <nav aria-label="目录" className="legal-toc">
          <ol>
            {page.sections.map((section, index) => (
              <li key={section.title}>
                <a href={`#legal-${String(index)}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        {page.sections.map((section, index) => (
          <section key={section.title} aria-labelledby={`legal-${String(index)}`}>
            <h2 id={`legal-${String(index)}`}>{section.title}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
        ))}
      </article>
    </main>
  );
}
