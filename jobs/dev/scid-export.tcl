# SCID's own export of a whole database to PGN: the speed anchor of jobs/dev/bench versus-scid.
# Run by tkscid (Debian package scid): tkscid scid-export.tcl DATABASE.si4 OUTPUT.pgn
# Prints the games exported and SCID's own milliseconds for the export alone (not the open).
set base [sc_base open [file rootname [lindex $argv 0]]]
set started [clock milliseconds]
sc_base export filter PGN [lindex $argv 1] -append 0 -starttext "" -endtext "" \
    -comments 1 -variations 1 -indentComments 0 -indentVariations 0 -symbols 1
puts "exported [sc_base numGames $base] games in [expr {[clock milliseconds] - $started}] ms"
sc_base close $base
exit 0
