/// The CSV text of `rows`: a `t,value,velocity` header, then one line per row with every
/// number in Swift's shortest round-trip form (`"\(double)"`), so that `Double(field)`
/// gives back the exact value.
func csvText(_ rows: [CurveCommand.Row]) -> String {
  var text = "t,value,velocity\n"
  text.reserveCapacity(rows.count * 48)
  for row in rows {
    text += "\(row.time),\(row.value),\(row.velocity)\n"
  }
  return text
}
