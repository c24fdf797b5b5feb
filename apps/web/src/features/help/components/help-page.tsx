import { Link, useSearchParams } from 'react-router';
import { HELP_SECTIONS } from './help-content';
import { useFeedbackEntry } from '@/components/account/feedback-entry';
import { externalLinks } from '@/config/external-links';
import { site } from '@/config/site';
import { useHead } from '@/lib/use-head';
import './help.css';

export function HelpPage() {
  const [search] = useSearchParams();
  const current =
    HELP_SECTIONS.find((section) => section.key === search.get('section')) ?? HELP_SECTIONS[0]!;
  useHead({ name: 'help' });
  const feedback = useFeedbackEntry();
  return (
    <main className="help container page">
      <nav className="help-menu panel" aria-label="帮助分类">
        <h2>常见问题</h2>
        <ul>
          {HELP_SECTIONS.map((section) => (
            <li key={section.key}>
              <Link
                to={`?section=${section.key}`}
                aria-current={section.key === current.key ? 'page' : undefined}
                replace
              >
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
            <h2>{entry.question}</h2>
            <p>{entry.answer}</p>
          </section>
        ))}
        {current.key === 'contact' ? (
          <div className="help-contact" role="group" aria-label="联系方式">
            <p>
              官方QQ群：{site.qqGroup} · 客服时间：{site.serviceHours}
            </p>
            {/* The contact ways themselves, not only their description: online service and the feedback form. */}
            <p className="help-contact-actions">
              <a
                className="ym-button ym-button-primary"
                href={externalLinks.customerService}
                target="_blank"
                rel="noopener noreferrer"
              >
                在线客服
              </a>
              <button type="button" className="ym-button" onClick={feedback.openFeedback}>
                意见反馈
              </button>
            </p>
          </div>
        ) : null}
        {feedback.dialogs}
      </article>
    </main>
  );
}
