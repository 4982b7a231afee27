import { type ReactNode, useRef } from 'react'
import {
  Button,
  Dialog,
  DialogTrigger,
  Modal,
  ModalOverlay,
  OverlayTriggerStateContext,
} from 'react-aria-components'
import type { Opening } from './first-use'
import { OpenOnMount } from './open-on-mount'

type Props = {
  /** The header button that opens the dialog: its classes, its accessible name and what it shows. */
  button: { className: string; label: string; content: ReactNode }
  /** The click that loaded this dialog, replayed once it is drawn (null when nothing was pressed). */
  opening: Opening | null
  /** `modal` (centred) or `sheet` (from the side on a phone), and the dialog's own classes. */
  modalClassName: string
  dialogClassName: string
  children: (close: () => void) => ReactNode
}

/**
 * A header dialog loaded on first use (language, the phone menu): its button, the press that loaded
 * it replayed, and a modal dialog closed by Escape, outside or its own Close.
 */
export function FirstUseDialog({ button, opening, modalClassName, dialogClassName, children }: Props) {
  const trigger = useRef<HTMLButtonElement>(null)
  return (
    <DialogTrigger>
      <Button ref={trigger} className={button.className} aria-label={button.label}>
        {button.content}
      </Button>
      <OpenOnMount
        opening={opening}
        state={OverlayTriggerStateContext}
        trigger={trigger}
        open={(state) => state.open()}
      />
      <ModalOverlay className="modal-overlay" isDismissable>
        <Modal className={modalClassName}>
          <Dialog className={dialogClassName}>{({ close }) => children(close)}</Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  )
}
