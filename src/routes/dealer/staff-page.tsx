import { Trans, useLingui } from '@lingui/react/macro'
import { useLoaderData } from '@tanstack/react-router'
import { deskDateTime } from '../../features/dealer-desk/desk-format'
import { DeskPageTitle } from './desk-page-title'

/** `/dealer/staff`: the dealership's staff, read-only (the operator invites). */
export function StaffPage() {
  const { i18n } = useLingui()
  const staff = useLoaderData({ from: '/dealer/area/staff' })
  return (
    <>
      <DeskPageTitle
        title={<Trans>Staff</Trans>}
        lead={<Trans>Everyone who can answer for your dealership. To add someone, ask the operator.</Trans>}
      />
      <div className="desk-table-wrap">
        <table className="desk-table">
          <thead>
            <tr>
              <th scope="col">
                <Trans>Email</Trans>
              </th>
              <th scope="col">
                <Trans>Language</Trans>
              </th>
              <th scope="col">
                <Trans>Status</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {staff.map((member) => (
              <tr key={member.id}>
                <th scope="row">{member.email}</th>
                <td>{member.language === 'it' ? 'Italiano' : 'English'}</td>
                <td>
                  {member.activated_at ? (
                    <Trans>Active since {deskDateTime(member.activated_at, i18n)}</Trans>
                  ) : (
                    <Trans>Invited {deskDateTime(member.invited_at, i18n)}</Trans>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}
