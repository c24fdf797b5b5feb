import { Link, useSearchParams } from 'react-router';
import { HELP_SECTIONS } from './help-content';
import { site } from '@/config/site';
import { useHead } from '@/lib/use-head';
import './help.css';

export function HelpPage() {
  const [search] = useSearchParams();
  const current = HELP_SECTIONS.find((section) => section.key === search.get('section')) ?? HELP_SECTIONS[0]!;
  useHead({ name: 'help' });
  return (
    <main className="help container page">
      <nav className="help-menu panel" aria-label="帮助分类">
        <h2>常见问题</h2>
        <ul>
          {HELP_SECTIONS.map((section) => (
            <li key={section.key}>
              <Link to={`?section=${section.key}`} aria-current={section.key === current.key ? 'page' : undefined} replace>
                {section.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <article className="help-body panel" aria-labelledby="help-title">
        <h1 id="help-title">{current.title}</h1>
        {current.entries.map((entry) => (
          <section key={entry.question} className="help-entry">
            <h3>{entry.question}</h3>
            <p>{entry.answer}</p>
          </section>
        ))}
        {current.key === 'contact' ? (
          <p className="help-contact">
            官方QQ群：{site.qqGroup} · 客服时间：{site.serviceHours}
          </p>
        ) : null}
      </article>
    </main>
  );
}
