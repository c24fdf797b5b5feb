import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog } from './dialog';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setOpen(true);
        }}
      >
        open
      </button>
      <Dialog open={open} onOpenChange={setOpen} title="登录后即可使用">
        <button type="button">inside</button>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('opens as a labelled modal and closes with Escape and the close button', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    expect(screen.getByRole('dialog', { name: '登录后即可使用' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    await userEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

function Chain() {
  const [step, setStep] = useState<'none' | 'first' | 'second'>('none');
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setStep('first');
        }}
      >
        download
      </button>
      <Dialog
        open={step === 'first'}
        onOpenChange={(open) => {
          if (!open) setStep('none');
        }}
        title="agreement"
      >
        <button
          type="button"
          onClick={() => {
            setStep('second');
          }}
        >
          agree
        </button>
      </Dialog>
      <Dialog
        open={step === 'second'}
        onOpenChange={(open) => {
          if (!open) setStep('none');
        }}
        title="pay"
      >
        <button type="button">pay</button>
      </Dialog>
    </>
  );
}

describe('Dialog focus', () => {
  it('gives the focus back to the button that opened it', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    await userEvent.keyboard('{Escape}');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(screen.getByRole('button', { name: 'open' })).toHaveFocus();
  });

  it('a dialog that follows another gives the focus back to the first one’s opener', async () => {
    render(<Chain />);
    await userEvent.click(screen.getByRole('button', { name: 'download' }));
    await userEvent.click(screen.getByRole('button', { name: 'agree' }));
    expect(screen.getByRole('dialog', { name: 'pay' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(screen.getByRole('button', { name: 'download' })).toHaveFocus();
  });
});

function BusyOpener() {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <>
      <button
        type="button"
        disabled={busy}
        onClick={() => {
          setOpen(true);
        }}
      >
        download
      </button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) {
            // The opener stays disabled a moment after the dialog closes (a request settling).
            setBusy(true);
            setTimeout(() => {
              setBusy(false);
            }, 120);
          }
        }}
        title="pay"
      >
        <button type="button">pay</button>
      </Dialog>
    </>
  );
}

describe('Dialog focus with a busy opener', () => {
  it('waits for the opener to be enabled again, then focuses it', async () => {
    render(<BusyOpener />);
    await userEvent.click(screen.getByRole('button', { name: 'download' }));
    await userEvent.keyboard('{Escape}');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getByRole('button', { name: 'download' })).toHaveFocus();
  });
});

function DisabledWhileChecking() {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <>
      <button
        type="button"
        disabled={busy}
        onClick={() => {
          // The button disables itself (losing the focus) while a check runs, then the dialog opens.
          setBusy(true);
          setTimeout(() => {
            setOpen(true);
            setBusy(false);
          }, 50);
        }}
      >
        download
      </button>
      <Dialog open={open} onOpenChange={setOpen} title="agreement">
        <button type="button">agree</button>
      </Dialog>
    </>
  );
}

describe('Dialog focus when the opener lost it first', () => {
  it('returns to the last element outside the dialogs that had the focus', async () => {
    render(<DisabledWhileChecking />);
    await userEvent.click(screen.getByRole('button', { name: 'download' }));
    expect(await screen.findByRole('dialog', { name: 'agreement' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByRole('button', { name: 'download' })).toHaveFocus();
  });
});
